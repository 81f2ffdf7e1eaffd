#!/usr/bin/env node
// Writes dist/landing.html: index.html with the landing already drawn in it (decision 037), so a
// first-time visitor sees the page as soon as the HTML arrives instead of after the JavaScript.
// Runs after `vite build` (the client, with its manifest) and `vite build --ssr src/prerender.tsx`
// (the landing's renderer, in .prerender/). The stylesheets the landing needs are inlined, so
// nothing blocks the first paint, and the app starts once that paint is done (a small boot script
// instead of the entry's tag and preloads): on a slow phone, parsing and running the app's
// JavaScript does not hold the page back. The API serves this file for `/` (plugins/static.ts);
// every other page keeps index.html.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const renderer = path.join(web, '.prerender');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** The chunk of `key` and every chunk it imports statically, each once. */
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const guestArea = Object.keys(manifest).find((key) => key.endsWith('src/app/areas/guest.ts'));
if (!entry || !guestArea) throw new Error('The build manifest has no entry or no guest area');

const stylesheets = [
  ...new Set([...chunksOf(guestArea, chunksOf(entry))].flatMap((key) => manifest[key].css ?? [])),
];

const css = stylesheets
  .map((file) => fs.readFileSync(path.join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, ''))
  .join('\n');

const { renderLanding } = await import(pathToFileURL(path.join(renderer, 'prerender.js')).href);
const body = renderLanding();

// Starts the app after the first paint; a hidden tab paints no frames, so a timer starts it too.
const boot = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('/${manifest[entry].file}');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);
`;
const bootFile = `assets/landing-boot-${crypto.createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, bootFile), boot);

let html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
html = html
  // The entry's stylesheet is in the inlined CSS; its script and preloads wait for the boot script.
  .replace(/\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, '')
  .replace(/<script type="module"[^>]*><\/script>/, `<script type="module" src="/${bootFile}"></script>`)
  .replace('</head>', `    <style data-prerendered>${css}</style>\n  </head>`)
  .replace('<html lang="ru">', '<html lang="ru" data-mantine-color-scheme="light">')
  .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
if (!html.includes(bootFile) || !html.includes('data-prerendered>'))
  throw new Error('index.html has no entry script or no empty #root to replace');

fs.writeFileSync(path.join(dist, 'landing.html'), html);
// The manifest and the renderer are build tools, not something to serve.
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
fs.rmSync(renderer, { recursive: true, force: true });
console.info(
  `dist/landing.html: ${(html.length / 1024).toFixed(1)} KB (${stylesheets.length} stylesheets inlined)`,
);
// The renderer's app leaves timers behind (React Query's cache clean-up): nothing is left to do.
process.exit(0);
