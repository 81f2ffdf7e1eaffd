import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@shop/contract';
import os from 'node:os';
import { AppError } from './app-error';
import { createSemaphore } from './semaphore';

/**
 * The one place that accepts an uploaded image (avatars, try-on photos, item pictures). The type
 * comes from the bytes, never from the file name or the client's Content-Type; the pixel count is
 * checked from the header before anything is decoded; the stored result is always a fresh WebP
 * without EXIF, GPS, ICC or XMP data, auto-rotated and capped in size.
 */

/**
 * libvips keeps recent operations' results (50 MB, 100 operations by default) for whoever repeats
 * one; an upload is seen once, so in a shop at rest that cache only held memory. A small one is
 * left for the few pictures read twice in a row (a thumbnail beside its picture). Process-wide: the
 * fitting thread shares it.
 */
sharp.cache({ memory: 16, files: 0, items: 32 });

/** Types recognised by their magic bytes. An animated PNG is a PNG (its first frame is kept). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp']);

export const DEFAULT_MAX_PIXELS = UPLOAD_MAX_PIXELS;
/** Longest side when the caller sets none; WebP itself cannot exceed 16383 px. */
export const DEFAULT_MAX_SIDE = 4096;

export type AcceptImageOptions = {
  /** Larger inputs are refused with 413 PAYLOAD_TOO_LARGE. */
  maxBytes: number;
  /** Inputs declaring more pixels (width × height) are refused with IMAGE_TOO_LARGE, undecoded. */
  maxPixels?: number;
  /** The longest side of the result; smaller images are never enlarged. */
  maxSide?: number;
  /**
   * Crop to a square (at most `maxSide`, never enlarged) centred on `focus` (shares of the width
   * and height: an avatar's face), or on the upper third of a tall picture, where a portrait's
   * face usually is, when there is none.
   */
  square?: boolean;
  focus?: { x: number; y: number } | null;
  /** WebP quality, 1 to 100. */
  quality?: number;
};

export type AcceptedImage = {
  data: Buffer;
  width: number;
  height: number;
  mimeType: 'image/webp';
  extension: 'webp';
};

/** Avatars: 512 px squares. */
export const AVATAR_IMAGE: AcceptImageOptions = {
  maxBytes: UPLOAD_MAX_BYTES,
  maxSide: 512,
  square: true,
};
/** Try-on photos of the shopper: up to 2048 px on the longest side. */
export const PHOTO_IMAGE: AcceptImageOptions = { maxBytes: UPLOAD_MAX_BYTES, maxSide: 2048 };
/** Catalogue pictures: up to 2048 px on the longest side. */
export const ITEM_IMAGE: AcceptImageOptions = { maxBytes: UPLOAD_MAX_BYTES, maxSide: 2048 };

const invalidFileType = (message = 'The file is not a JPEG, PNG or WebP image') =>
  new AppError('INVALID_FILE_TYPE', 415, message);
const imageTooLarge = (maxPixels: number) =>
  new AppError(
    'IMAGE_TOO_LARGE',
    413,
    `The image is too large: at most ${Math.round(maxPixels / 1_000_000)} megapixels`,
  );
const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/** The picture's size as shown: EXIF orientations 5 to 8 turn it a quarter. */
function orientedSize(metadata: Metadata) {
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The largest square of the picture centred on `focus` (or the upper third), kept inside it. */
export function squareAround(
  size: { width: number; height: number },
  focus: { x: number; y: number } | null,
) {
  const side = Math.min(size.width, size.height);
  const centre = focus ?? { x: 0.5, y: 1 / 3 };
  const place = (share: number, length: number) =>
    Math.round(Math.min(length - side, Math.max(0, share * length - side / 2)));
  return {
    left: place(centre.x, size.width),
    top: place(centre.y, size.height),
    width: side,
    height: side,
  };
}

/**
 * Decoding and encoding are bounded to one image per core at a time: sixteen 40-megapixel uploads
 * at once queue instead of taking the server's memory and every core.
 */
export const DECODE_SLOTS = Math.max(1, os.cpus().length);
const decodeSlots = createSemaphore(DECODE_SLOTS);

/**
 * Checks and re-encodes an uploaded image. Throws AppError: PAYLOAD_TOO_LARGE (413) over
 * `maxBytes`, INVALID_FILE_TYPE (415) for anything that is not a decodable JPEG/PNG/WebP
 * (including corrupt data behind the right magic bytes), IMAGE_TOO_LARGE (413) over `maxPixels`.
 */
export async function acceptImageUpload(
  input: Buffer,
  options: AcceptImageOptions,
): Promise<AcceptedImage> {
  return decodeSlots(() => acceptNow(input, options));
}

async function acceptNow(input: Buffer, options: AcceptImageOptions): Promise<AcceptedImage> {
  const {
    maxBytes,
    maxPixels = DEFAULT_MAX_PIXELS,
    maxSide = DEFAULT_MAX_SIDE,
    square = false,
    focus = null,
    quality = 82,
  } = options;

  if (input.length === 0) throw invalidFileType('The file is empty');
  if (input.length > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      413,
      `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
    );
  }

  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw invalidFileType();

  // The header only: libvips opens the image lazily, and limitInputPixels refuses a declared
  // size over the limit before any pixel memory is allocated (a decompression bomb stops here).
  const sharpOptions = { limitInputPixels: maxPixels, failOn: 'warning' as const };
  const metadata = await sharp(input, sharpOptions)
    .metadata()
    .catch((error: unknown) => {
      throw isPixelLimitError(error)
        ? imageTooLarge(maxPixels)
        : invalidFileType('The image is damaged or cannot be read');
    });
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !height) throw invalidFileType('The image is damaged or cannot be read');
  if (width * height > maxPixels) throw imageTooLarge(maxPixels);

  try {
    // Only the first frame of an animated image is read (sharp's default `pages: 1`). Sharp drops
    // all metadata unless told to keep it; autoOrient applies the EXIF rotation first.
    const pipeline = sharp(input, { ...sharpOptions, autoOrient: true });
    const side = Math.min(maxSide, width, height);
    const resized = square
      ? pipeline
          .extract(squareAround(orientedSize(metadata), focus))
          .resize(side, side, { fit: 'cover' })
      : pipeline.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await resized
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      mimeType: 'image/webp',
      extension: 'webp',
    };
  } catch (error) {
    if (isPixelLimitError(error)) throw imageTooLarge(maxPixels);
    throw invalidFileType('The image is damaged or cannot be read');
  }
}
