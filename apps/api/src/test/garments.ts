import type { Category } from '@shop/contract';
import { renderGarmentImage, type GarmentKind } from '../db/seed/garment-images';
import type { OutfitGarment } from '../lib/fitting/fit-outfit';

/**
 * A demo garment as the fitting takes it: its slot, its name (which tells its kind and length) and
 * its drawn product picture, in a colour name of the palette or a hex colour.
 */
export const demoGarment = async (
  slot: Category,
  kind: GarmentKind,
  name: string,
  color = '#1f3fbf',
  seed = 3,
): Promise<OutfitGarment> => ({
  slot,
  name,
  picture: await renderGarmentImage({ category: slot, kind, color, seed }),
});
