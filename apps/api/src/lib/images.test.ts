import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { AVATAR_IMAGE, PHOTO_IMAGE, acceptImageUpload } from './images';

const MB = 1024 * 1024;

function solid(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } },
  });
}

/** A JPEG with EXIF (camera, GPS-like text, copyright) and orientation 6 (rotate 90° clockwise). */
async function jpegWithExif(width = 300, height = 200) {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'SecretCam', ImageDescription: 'home address' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height (a decompression bomb). */
function pngDeclaring(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // A few rows of zeros, highly compressible; the rest of the image is simply missing.
  const idat = deflateSync(Buffer.alloc((width + 1) * 4), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the image to be refused');
}

describe('acceptImageUpload', () => {
  it('accepts PNG, JPEG and WebP and always answers WebP', async () => {
    for (const input of [
      await solid(64, 48).png().toBuffer(),
      await solid(64, 48).jpeg().toBuffer(),
      await solid(64, 48).webp().toBuffer(),
    ]) {
      const result = await acceptImageUpload(input, PHOTO_IMAGE);
      expect(result).toMatchObject({
        width: 64,
        height: 48,
        mimeType: 'image/webp',
        extension: 'webp',
      });
      const meta = await sharp(result.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([64, 48]);
    }
  });

  it('recognises the type by the bytes, whatever the name: HTML is refused', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const error = await refusal(acceptImageUpload(html, PHOTO_IMAGE));
    expect(error).toMatchObject({ code: 'INVALID_FILE_TYPE', status: 415 });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(await refusal(acceptImageUpload(svg, PHOTO_IMAGE))).toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
    const gif = await solid(10, 10).gif().toBuffer();
    expect(await refusal(acceptImageUpload(gif, PHOTO_IMAGE))).toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
    expect(await refusal(acceptImageUpload(Buffer.alloc(0), PHOTO_IMAGE))).toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
  });

  it('refuses a corrupt image behind the right magic bytes with INVALID_FILE_TYPE', async () => {
    const png = await solid(200, 200).png().toBuffer();
    const truncated = png.subarray(0, 60);
    expect(await refusal(acceptImageUpload(truncated, PHOTO_IMAGE))).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      status: 415,
    });

    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const garbled = Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(400, 0x55)]);
    expect(await refusal(acceptImageUpload(garbled, PHOTO_IMAGE))).toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });

    const fakeWebp = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')]);
    expect(await refusal(acceptImageUpload(fakeWebp, PHOTO_IMAGE))).toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
  });

  it('strips EXIF and applies the EXIF orientation before dropping it', async () => {
    const input = await jpegWithExif(300, 200);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const result = await acceptImageUpload(input, PHOTO_IMAGE);
    const after = await sharp(result.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // rotated: portrait now
    expect([result.width, result.height]).toEqual([200, 300]);
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(result.data.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(result.data.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('caps the longest side and crops avatars to a square, never enlarging', async () => {
    const wide = await solid(3000, 1000).png().toBuffer();
    const photo = await acceptImageUpload(wide, PHOTO_IMAGE);
    expect([photo.width, photo.height]).toEqual([2048, 683]);

    const avatar = await acceptImageUpload(wide, AVATAR_IMAGE);
    expect([avatar.width, avatar.height]).toEqual([512, 512]);

    const small = await acceptImageUpload(await solid(100, 60).png().toBuffer(), AVATAR_IMAGE);
    expect([small.width, small.height]).toEqual([60, 60]);
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    // Sharp's methods live on its prototype, shared with the sharp that images.ts imports.
    const prototype = sharp.prototype as Sharp;
    const readHeader = vi.spyOn(prototype, 'metadata');
    const decode = vi.spyOn(prototype, 'toBuffer');
    try {
      const error = await refusal(acceptImageUpload(bomb, PHOTO_IMAGE));
      expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', status: 413 });
      // Refused from the header: the 400 megapixels were never decoded.
      expect(readHeader).toHaveBeenCalledTimes(1);
      expect(decode).not.toHaveBeenCalled();
    } finally {
      readHeader.mockRestore();
      decode.mockRestore();
    }
  });

  it('honours a smaller pixel limit and the byte limit', async () => {
    const input = await solid(400, 300).png().toBuffer();
    expect(
      await refusal(acceptImageUpload(input, { maxBytes: 10 * MB, maxPixels: 100_000 })),
    ).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(await refusal(acceptImageUpload(input, { maxBytes: 100 }))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
    });
  });
});
