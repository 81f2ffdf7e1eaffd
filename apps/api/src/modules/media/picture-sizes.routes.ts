import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { errorEnvelopeSchema, PICTURE_SIZES_PREFIX, PICTURE_WIDTHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { isPrivateKey, isStorageKey, type ShopStorage } from '../../lib/storage';

const params = z.object({
  width: z.coerce
    .number()
    .int()
    .refine((w) => (PICTURE_WIDTHS as readonly number[]).includes(w), 'Not an offered width'),
  '*': z.string().max(200),
});

/**
 * Smaller copies of public pictures for `srcset`: GET /img/<width>/<key>. A copy is made with sharp
 * the first time it is asked for and kept under `cacheDir/<width>/<key>` (the first start draws no
 * extra pictures); later requests read the file. The cache belongs to this process's machine: the
 * original is read from the store (the local disk or the shared bucket), so a machine that never
 * saw the upload draws its own copy. Widths are a fixed list and keys must be server-made public
 * keys whose picture still exists in the store, so nobody can fill the disk or reach a private or
 * deleted picture. Keys are never reused, hence `immutable`.
 */
export const pictureSizesRoutes: FastifyPluginAsync<{
  storage: ShopStorage;
  cacheDir: string;
}> = async (app, { storage, cacheDir }) => {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function makeCopy(key: string, width: number, file: string): Promise<Buffer> {
    const data = await sharp(await storage.read(key), { limitInputPixels: 40_000_000 })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
    return data;
  }

  app.get(
    `${PICTURE_SIZES_PREFIX}:width/*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A public picture at most `width` pixels wide (320, 480, 640 or 960)',
        params,
        response: {
          200: z.any().describe('The picture (image/webp)'),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { width, '*': key } = request.params as z.infer<typeof params>;
      if (!isStorageKey(key) || isPrivateKey(key) || !key.endsWith('.webp'))
        throw notFound('Picture');
      // A deleted picture is gone at every size.
      if ((await storage.size(key).catch(() => null)) === null) throw notFound('Picture');

      const file = path.join(cacheDir, String(width), key);
      let data: Buffer | null = await fs.readFile(file).catch(() => null);
      if (!data) {
        const id = `${width}/${key}`;
        let pending = inFlight.get(id);
        if (!pending) {
          pending = makeCopy(key, width, file).finally(() => inFlight.delete(id));
          inFlight.set(id, pending);
        }
        data = await pending;
      }
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type('image/webp')
        .send(data);
    },
  );
};
