#!/usr/bin/env node
// Writes brotli (.br) and gzip (.gz) copies of the built web files next to them, once at build
// time, at the strongest settings; the API serves them with @fastify/static's `preCompressed`, so
// no request pays for compressing a file that never changes. Files that would not shrink by at
// least a tenth (pictures, tiny files) are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
const MIN_BYTES = 1024;

const dist = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
await Promise.all(
  [...files(dist)].map(async (file) => {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (b.length > bytes.length * 0.9) return;
    fs.writeFileSync(`${file}.br`, b);
    fs.writeFileSync(`${file}.gz`, g);
    raw += bytes.length;
    br += b.length;
    count += 1;
  }),
);
console.info(
  `Pre-compressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
