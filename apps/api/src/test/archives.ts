import zlib from 'node:zlib';

/** Helpers that cut a backup archive at a chosen place (restore tests). */

/** Each entry of a tar archive: its name, where its bytes start and how many there are. */
export function tarEntries(tarBytes: Buffer) {
  const entries: { name: string; data: number; size: number }[] = [];
  for (let offset = 0; offset + 512 <= tarBytes.length;) {
    const name = tarBytes.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = tarBytes.toString('utf8', offset + 345, offset + 500).replace(/\0.*$/s, '');
    const size = parseInt(tarBytes.toString('utf8', offset + 124, offset + 136).trim(), 8);
    entries.push({ name: prefix ? `${prefix}/${name}` : name, data: offset + 512, size });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** The length of the shortest prefix of the gzip file `whole` that decompresses past `tarOffset`. */
export function cutAt(whole: Buffer, tarOffset: number): number {
  let [low, high] = [10, whole.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const inflated = zlib.gunzipSync(whole.subarray(0, middle), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    if (inflated.length > tarOffset) high = middle;
    else low = middle + 1;
  }
  return low;
}
