/**
 * Smaller copies of public pictures for responsive images (`srcset`): `/img/<width>/<key>` answers
 * the picture stored under `key` (served whole at `/uploads/<key>`) at most `width` pixels wide.
 * Only these widths exist, so the copies a visitor can make are bounded.
 */
export const PICTURE_WIDTHS = [320, 480, 640, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const PICTURE_SIZES_PREFIX = '/img/';
