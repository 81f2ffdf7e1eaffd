import { contentTypeOf, type ShopStorage } from './storage';

export type MoveResult = { copied: number; skipped: number; bytes: number };

/**
 * Copies every stored file of one store into another (the local disk into a bucket, or back),
 * skipping a file the target already holds at the same size, so an interrupted move picks up
 * where it stopped. The source is left as it was: it is removed by hand once the shop runs on the
 * target. Keys stay the same, so the database needs no change.
 */
export async function moveStoredFiles(options: {
  from: ShopStorage;
  to: ShopStorage;
  /** Told after each file (and once at the end): how far the move is. */
  progress?: (done: MoveResult & { total: number }) => void;
}): Promise<MoveResult> {
  const files = [];
  for await (const file of options.from.list()) files.push(file);
  const result: MoveResult = { copied: 0, skipped: 0, bytes: 0 };
  for (const file of files) {
    if ((await options.to.size(file.key)) === file.bytes) result.skipped += 1;
    else {
      const data = await options.from.read(file.key);
      await options.to.put(file.key, data, contentTypeOf(file.key));
      result.copied += 1;
      result.bytes += data.length;
    }
    options.progress?.({ ...result, total: files.length });
  }
  return result;
}
