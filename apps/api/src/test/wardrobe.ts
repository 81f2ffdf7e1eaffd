import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { WardrobeItem, WardrobeList } from '@shop/contract';
import type { Caller, TestApp } from './app';

/** A multipart/form-data body with one file in `field`, as a browser sends it. */
export function multipart(data: Buffer | string, field = 'photo', contentType = 'image/jpeg') {
  const boundary = `----vesta${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.jpg"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A flat-lay photo: a garment (a dark rectangle `w` × `h`) on a plain light backdrop. With
 * `sideways` the camera stored it turned (EXIF orientation 6: shown turned a quarter clockwise).
 */
export async function flatLay(w = 200, h = 300, options: { sideways?: boolean } = {}) {
  const [width, height] = options.sideways ? [h + 200, w + 200] : [w + 200, h + 200];
  const [gw, gh] = options.sideways ? [h, w] : [w, h];
  const garment = await sharp({
    create: { width: gw, height: gh, channels: 3, background: '#1c2640' },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#f4f4f2' } })
    .composite([{ input: garment, left: 100, top: 100 }])
    .jpeg({ quality: 92 });
  return (options.sideways ? image.withMetadata({ orientation: 6 }) : image).toBuffer();
}
export const blankPhoto = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#f4f4f2' } })
    .jpeg()
    .toBuffer();

export const addPhoto = (
  caller: Caller,
  data: Buffer | string,
  headers: Record<string, string> = {},
) => {
  const body = multipart(data);
  return caller.inject({
    method: 'POST',
    url: '/api/wardrobe/items',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
export const addOwned = (caller: Caller, payload: object) =>
  caller.inject({ method: 'POST', url: '/api/wardrobe/items', payload });
export const listOf = async (caller: Caller, query = '') =>
  (
    await caller.inject({ method: 'GET', url: `/api/wardrobe/items${query}` })
  ).json() as WardrobeList;
export const patch = (caller: Caller, id: number, payload: object) =>
  caller.inject({ method: 'PATCH', url: `/api/wardrobe/items/${id}`, payload });
export const worn = (caller: Caller, id: number, payload: object = {}) =>
  caller.inject({ method: 'POST', url: `/api/wardrobe/items/${id}/worn`, payload });
/** The bytes of an account's uploads. */
export const uploadBytes = async (t: TestApp, ownerId: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select coalesce(sum(bytes), 0)::int as n from uploads where owner_id = ${ownerId}`,
    )
  ).rows[0]!.n;

/** An own garment added by a flat-lay photo. */
export async function ownPiece(caller: Caller): Promise<WardrobeItem> {
  const response = await addPhoto(caller, await flatLay());
  if (response.statusCode !== 201) throw new Error(`not added: ${response.body}`);
  return response.json() as WardrobeItem;
}
