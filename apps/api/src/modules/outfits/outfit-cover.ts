import sharp, { type OverlayOptions } from 'sharp';
import type { Category } from '@shop/contract';
import { cutOutGarment } from '../../lib/cutout';
import { renderMannequin } from '../../lib/mannequin/mannequin';
import { MANNEQUIN_LAYOUT as L } from '../../lib/mannequin/mannequin-layout';

/** Drawn bottom-up so a top hangs over the waistband and shoes over the trouser hems. */
const LAYERS: readonly Category[] = ['bottom', 'footwear', 'top', 'accessory', 'fragrance'];
/** Garments hang from the top of their box; shoes and bottles stand on its floor. */
const STANDS_ON_FLOOR: ReadonlySet<Category> = new Set(['footwear', 'fragrance']);

let mannequin: Promise<Buffer> | undefined;
const mannequinBackdrop = () => (mannequin ??= renderMannequin().then((m) => m.jpg));

/**
 * An outfit's cover: the shop's mannequin with one picture per slot cut out of its backdrop and
 * placed in that slot's box. Answers a WebP of the mannequin's size.
 */
export async function drawOutfitCover(
  pictures: { slot: Category; data: Buffer }[],
): Promise<{ webp: Buffer; width: number; height: number }> {
  const layers: OverlayOptions[] = [];
  for (const slot of LAYERS) {
    const picture = pictures.find((p) => p.slot === slot);
    if (!picture) continue;
    const cut = await cutOutGarment(picture.data);
    const source = cut
      ? sharp(cut.data, { raw: { width: cut.width, height: cut.height, channels: 4 } })
      : sharp(picture.data);
    const box = L.slots[slot];
    const boxWidth = Math.round(box.width * L.width);
    const boxHeight = Math.round(box.height * L.height);
    const { data, info } = await source
      .resize(boxWidth, boxHeight, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: data,
      left: Math.round(box.x * L.width + (boxWidth - info.width) / 2),
      top: Math.round(box.y * L.height + (STANDS_ON_FLOOR.has(slot) ? boxHeight - info.height : 0)),
    });
  }
  const webp = await sharp(await mannequinBackdrop())
    .composite(layers)
    .webp({ quality: 82 })
    .toBuffer();
  return { webp, width: L.width, height: L.height };
}
