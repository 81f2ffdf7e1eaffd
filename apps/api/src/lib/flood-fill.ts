/**
 * The pixels reached from `seeds` through 4-neighbours that `accept` (255 where reached), on a
 * `width` × `height` grid of pixel indices: a seed is kept only when it is accepted too.
 */
export function floodFill(
  width: number,
  height: number,
  seeds: Iterable<number>,
  accept: (i: number) => boolean,
): Uint8Array {
  const reached = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let [head, tail] = [0, 0];
  const visit = (i: number) => {
    if (reached[i] || !accept(i)) return;
    reached[i] = 255;
    queue[tail++] = i;
  };
  for (const i of seeds) visit(i);
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < reached.length) visit(i + width);
  }
  return reached;
}
