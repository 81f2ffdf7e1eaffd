import sharp from 'sharp';

/** The margin round the garment, as a share of its longer side (a shop's picture has one). */
const MARGIN = 0.1;

/**
 * An own garment's cut-out as the fitting reads a shop's picture: the garment whole on a white
 * backdrop with a margin round it. A cut-out cropped to its edges is otherwise taken for a
 * picture without a garment, and the cover, the preview and the try-on leave it out.
 */
export async function asShopPicture(cutout: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(cutout).metadata();
  const margin = Math.round(Math.max(width, height) * MARGIN);
  return sharp(cutout)
    .flatten({ background: '#ffffff' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .webp({ quality: 92 })
    .toBuffer();
}
