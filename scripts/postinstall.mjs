#!/usr/bin/env node
// npm install's last step: draws the demo catalogue's pictures once into node_modules/.cache, so
// the first start of a new shop copies them instead of drawing them (see
// apps/api/src/db/seed/picture-cache.ts). It never fails the install: without the cache the first
// start draws them itself. DEMO_PICTURE_CACHE=off skips it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const drawer = path.join(root, 'apps/api/src/db/seed/draw-demo-pictures.ts');
if (process.env.DEMO_PICTURE_CACHE !== 'off' && fs.existsSync(drawer)) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', drawer], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    console.warn('Demo pictures were not drawn now; the first start of a shop will draw them.');
}
