import type { Category } from '@shop/contract';
import { fitOnPhoto, type FitResult } from '../../lib/fitting/fit-outfit';

export type TryOnGarment = { slot: Category; picture: Buffer; name?: string };

/**
 * The try-on on the shop's own machine: the body on the photo read by small models shipped in
 * npm, each garment cut into parts and fitted to the body parts it belongs to (lib/fitting).
 * Answers a sketch of the outfit on the shopper, with notes on what the photo could not show.
 */
export function localTryOn(photo: Buffer, garments: TryOnGarment[]): Promise<FitResult> {
  return fitOnPhoto(photo, garments);
}
