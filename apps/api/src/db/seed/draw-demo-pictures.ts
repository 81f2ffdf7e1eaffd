/**
 * Draws demo pictures into the picture cache (see picture-cache.ts). As a child process of
 * `fillPictureCache` it draws the pictures it is sent and exits. Run as a command (npm install's
 * postinstall) it draws the whole demo catalogue on every core and removes cached pictures that
 * no longer belong to it (an older drawing code).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GarmentImageOptions } from './garment-images';
import { drawIntoCache, fillPictureCache, pictureCacheDir, pictureFileName } from './picture-cache';

if (process.send) {
  process.once('message', (message: { shots: GarmentImageOptions[] }) => {
    void drawIntoCache(message.shots).finally(() => process.exit(0));
  });
} else {
  const dir = pictureCacheDir();
  if (!dir) {
    console.info('Demo pictures: the cache is off (DEMO_PICTURE_CACHE=off).');
  } else {
    const { demoPictureShots } = await import('./seed-demo');
    const shots = demoPictureShots();
    const started = Date.now();
    const drawn = await fillPictureCache(shots);
    const wanted = new Set(shots.map(pictureFileName));
    let removed = 0;
    for (const name of fs.readdirSync(dir)) {
      if (wanted.has(name)) continue;
      fs.rmSync(path.join(dir, name), { force: true });
      removed += 1;
    }
    console.info(
      `Demo pictures: ${drawn} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${shots.length - drawn} already there${removed ? `, ${removed} old ones removed` : ''} (${dir}).`,
    );
  }
}
