import sharp from 'sharp';

/** A garment cut out of its picture: RGBA pixels, cropped to what is left. */
export type Cutout = { data: Buffer; width: number; height: number };

/** Neighbouring background pixels differ by less than this (a studio gradient, a soft shadow). */
const STEP_TOLERANCE = 14;
/** And stay this close to the colour of the picture's border where the fill started. */
const BORDER_TOLERANCE = 70;

const distance = (d: Buffer, a: number, b: number) =>
  Math.abs(d[a]! - d[b]!) + Math.abs(d[a + 1]! - d[b + 1]!) + Math.abs(d[a + 2]! - d[b + 2]!);

/**
 * Removes a product picture's own background: a flood fill from every border pixel through
 * pixels that change smoothly (a backdrop, its gradient and the garment's soft shadow), stopping
 * at the garment's edge. Answers null when nothing is left (a picture that is all background) or
 * nothing was removed (no plain backdrop to remove: the picture is used whole). A tighter
 * `tolerance` keeps a pale garment on a white backdrop that the default fill would eat.
 */
export async function cutOutGarment(
  input: Buffer,
  maxSide = 640,
  tolerance = { step: STEP_TOLERANCE, border: BORDER_TOLERANCE },
): Promise<Cutout | null> {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const { background, queue } = floodBackground(data, width, height, tolerance);
  dropSmallParts(background, width, height, queue);
  const box = clearBackground(data, background, width, height);
  if (!box) return null;
  // A soft one-pixel edge instead of a jagged one.
  const alpha = await sharp(data, { raw: { width, height, channels: 4 } })
    .extractChannel(3)
    .blur(0.6)
    .raw()
    .toBuffer();
  for (let p = 0; p < width * height; p++) data[p * 4 + 3] = alpha[p]!;
  const cropped = await sharp(data, { raw: { width, height, channels: 4 } })
    .extract(box)
    .raw()
    .toBuffer();
  return { data: cropped, width: box.width, height: box.height };
}

/**
 * The backdrop's pixels (1 in `background`), filled from every border pixel; the fill's queue
 * comes back too, as room for the next pass over the picture.
 */
function floodBackground(
  data: Buffer,
  width: number,
  height: number,
  tolerance: { step: number; border: number },
) {
  const background = new Uint8Array(width * height);
  const origin = new Int32Array(width * height); // the border pixel each fill started from
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const seed = (p: number) => {
    if (background[p]) return;
    background[p] = 1;
    origin[p] = p;
    queue[tail++] = p;
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % width;
    const y = (p - x) / width;
    const neighbours = [
      x > 0 ? p - 1 : -1,
      x < width - 1 ? p + 1 : -1,
      y > 0 ? p - width : -1,
      y < height - 1 ? p + width : -1,
    ];
    for (const n of neighbours) {
      if (n < 0 || background[n]) continue;
      if (distance(data, p * 4, n * 4) > tolerance.step) continue;
      if (distance(data, origin[p]! * 4, n * 4) > tolerance.border) continue;
      background[n] = 1;
      origin[n] = origin[p]!;
      queue[tail++] = n;
    }
  }
  return { background, queue };
}

/**
 * Makes the background transparent and answers the box around what is left, or null when
 * nothing is left or nothing was removed.
 */
function clearBackground(data: Buffer, background: Uint8Array, width: number, height: number) {
  let removed = 0;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let p = 0; p < width * height; p++) {
    if (background[p]) {
      data[p * 4 + 3] = 0;
      removed++;
      continue;
    }
    const x = p % width;
    const y = (p - x) / width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (maxX < 0 || removed === 0) return null;
  return { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * Keeps the garment's large parts (a pair of shoes is two) and drops small islands such as the
 * soft shadow under it: parts smaller than a fifth of the largest become background.
 */
function dropSmallParts(background: Uint8Array, width: number, height: number, queue: Int32Array) {
  const label = new Int32Array(width * height);
  const sizes: number[] = [0];
  for (let start = 0; start < width * height; start++) {
    if (background[start] || label[start]) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      for (const n of [
        x > 0 ? p - 1 : -1,
        x < width - 1 ? p + 1 : -1,
        p - width,
        p + width < width * height ? p + width : -1,
      ]) {
        if (n < 0 || background[n] || label[n]) continue;
        label[n] = id;
        queue[tail++] = n;
      }
    }
    sizes.push(tail);
  }
  const largest = Math.max(...sizes);
  for (let p = 0; p < width * height; p++) {
    if (label[p] && sizes[label[p]!]! < largest / 5) background[p] = 1;
  }
}
