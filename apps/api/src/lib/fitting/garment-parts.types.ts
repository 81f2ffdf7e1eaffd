import type { Pt } from './body';

/**
 * One part of a garment picture: its own pixels (the rest transparent, same size as the cut-out)
 * and its spine — from where it is attached (a shoulder, the waist, a hip) to where it ends (a
 * cuff, a hem) — with its half width at both ends, in the picture's pixels.
 */
export type Part = {
  role: 'body' | 'sleeve' | 'hips' | 'leg' | 'skirt' | 'shoe' | 'whole';
  pixels: Buffer;
  from: Pt;
  to: Pt;
  half: [number, number];
  /** -1 for the part on the picture's left, 1 on its right, 0 in the middle. */
  side: -1 | 0 | 1;
};

/**
 * A garment ready to fit: its parts and its reference width — the body's width below the sleeves
 * for a top or a dress, the waistband's for a bottom — with the line it is hung from (the
 * shoulder seam or the waistband) and where its hem is.
 */
export type GarmentParts = {
  width: number;
  height: number;
  reference: number;
  hangY: number;
  hemY: number;
  parts: Part[];
};
