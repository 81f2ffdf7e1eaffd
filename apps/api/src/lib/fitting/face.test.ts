import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fullLengthPhoto } from '../../test/photos';
import { acceptImageUpload, AVATAR_IMAGE, squareAround } from '../images';
import { findFace } from './face';

/** The sample figure at the foot of a tall white picture: its face is low, not in the middle. */
async function tallPhotoWithLowFace(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 1800, channels: 3, background: '#ffffff' } })
    .composite([{ input: await fullLengthPhoto(600), top: 1200, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('an avatar centred on the face', () => {
  it('finds the face on a tall picture', async () => {
    const face = await findFace(await tallPhotoWithLowFace());
    expect(face).not.toBeNull();
    expect(face!.y).toBeGreaterThan(2 / 3);
    expect(face!.x).toBeGreaterThan(0.2);
    expect(face!.x).toBeLessThan(0.8);
  }, 60_000);

  it('crops the square around the face, and the upper third when there is none', () => {
    const tall = { width: 600, height: 1800 };
    expect(squareAround(tall, { x: 0.5, y: 0.75 })).toEqual({
      left: 0,
      top: 1050,
      width: 600,
      height: 600,
    });
    expect(squareAround(tall, null).top).toBe(300);
    expect(squareAround(tall, { x: 0.5, y: 0.99 }).top).toBe(1200);
    expect(squareAround({ width: 1800, height: 600 }, { x: 0.1, y: 0.5 }).left).toBe(0);
  });

  it('keeps the face in a tall picture’s avatar, not the empty middle', async () => {
    const photo = await tallPhotoWithLowFace();
    const focus = await findFace(photo);
    const avatar = await acceptImageUpload(photo, { ...AVATAR_IMAGE, focus });
    expect([avatar.width, avatar.height]).toEqual([512, 512]);
    const { channels } = await sharp(avatar.data).stats();
    // The middle of the picture is blank white; the face's square holds the figure.
    expect(channels[0]!.stdev).toBeGreaterThan(20);
    const middle = await acceptImageUpload(photo, { ...AVATAR_IMAGE, focus: { x: 0.5, y: 0.5 } });
    expect((await sharp(middle.data).stats()).channels[0]!.stdev).toBeLessThan(5);
  }, 60_000);
});
