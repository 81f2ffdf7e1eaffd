// Renders the PWA icons from our SVG logo (public/icons/logo.svg, logo-maskable.svg) into PNGs.
// Run once after changing the logo: `node apps/web/scripts/make-icons.mjs` (with the API's sharp:
// one version in the workspace root's node_modules). The PNGs are committed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

const outputs = [
  { source: 'logo.svg', file: 'icon-192.png', size: 192 },
  { source: 'logo.svg', file: 'icon-512.png', size: 512 },
  { source: 'logo.svg', file: 'favicon-32.png', size: 32 },
  { source: 'logo-maskable.svg', file: 'maskable-512.png', size: 512 },
  { source: 'logo-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

for (const { source, file, size } of outputs) {
  const svg = await readFile(path.join(iconsDir, source));
  await sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, file));
  console.info(`icons/${file} (${size}×${size})`);
}
