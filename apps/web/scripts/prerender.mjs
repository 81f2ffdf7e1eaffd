#!/usr/bin/env node
// Pages drawn before the JavaScript arrives (decision 037). Runs after `vite build` (the client,
// with its manifest) and `vite build --ssr src/server-render.tsx` (the renderer, in dist-ssr/):
// - dist/landing.html: index.html with the landing drawn in it; the API serves it for `/`;
// - dist-ssr/shop-page.html: the same for the shop's pages, with `<!--app-html-->` and
//   `<!--app-state-->` for the API to fill per request (the API's plugins/drawn-pages.ts). Not in
//   dist/: nothing here is a file to serve.
// In both, the stylesheets the page needs are inlined, so nothing blocks the first paint, and the
// app starts once that paint is done (the boot script, src/boot/boot.ts, instead of the entry's tag
// and preloads): on a slow phone, parsing and running the app's JavaScript does not hold the page
// back.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const serverDist = path.join(web, 'dist-ssr');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk of `key` and every chunk it imports statically, each once and after its imports. */
function inRunOrder(key, order = [], seen = new Set()) {
  if (seen.has(key)) return order;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) inRunOrder(imported, order, seen);
  order.push(key);
  return order;
}

function manifestKey(test) {
  const key = Object.keys(manifest).find(test);
  if (!key) throw new Error(`The build manifest has no ${test}`);
  return key;
}

const entry = manifestKey((key) => manifest[key].isEntry);

// The boot script (src/boot/boot.ts) stands in for the entry's script tag and preloads: it starts
// the app after the first paint and runs the page's chunks one per task. Built here on its own, not
// as an input of the app's build, so it shares no chunk with the app and stays a few hundred bytes.
const bootBuild = await build({
  configFile: false,
  root: web,
  publicDir: false,
  logLevel: 'warn',
  build: {
    write: false,
    sourcemap: false,
    rolldownOptions: { input: path.join(web, 'src/boot/boot.ts') },
  },
});
const bootChunks = (Array.isArray(bootBuild) ? bootBuild : [bootBuild])
  .flatMap((result) => result.output)
  .filter((file) => file.type === 'chunk');
if (bootChunks.length !== 1) throw new Error('The boot script must build into one file');
const boot = bootChunks[0].code;
const bootFile = `assets/boot-${crypto.createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, bootFile), boot);

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** index.html with the stylesheets of `area` (and the entry) inlined and `body` in #root. */
function drawnPage(area, body) {
  const areaKey = manifestKey((key) => key.endsWith(`src/app/areas/${area}.ts`));
  const stylesheets = [
    ...new Set(
      [...inRunOrder(entry), ...inRunOrder(areaKey)].flatMap((key) => manifest[key].css ?? []),
    ),
  ];
  const css = stylesheets
    .map((file) =>
      fs.readFileSync(path.join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, ''),
    )
    .join('\n');
  // The app's chunks add a <link> for each stylesheet they need unless the page has a stylesheet
  // link with that address; a `disabled` one is never downloaded nor applied. These say "inlined
  // already": no second copy arrives and restyles the whole page while the app starts.
  const inlined = stylesheets
    .map((file) => `    <link rel="stylesheet" href="/${file}" disabled>`)
    .join('\n');
  // The chunks the boot runs, in run order: the entry's and the area's (Vite's loader then finds
  // the area's preloaded and adds no link of its own).
  const chunks = [...new Set([...inRunOrder(entry), ...inRunOrder(areaKey)])].map(
    (key) => `/${manifest[key].file}`,
  );
  const html = index
    // The entry's stylesheet is in the inlined CSS; its script and preloads are the boot's.
    .replace(/\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, '')
    .replace(
      /<script type="module"[^>]*><\/script>/,
      `<script type="module" src="/${bootFile}"></script>`,
    )
    .replace('</head>', `    <style data-prerendered>${css}</style>\n${inlined}\n  </head>`)
    .replace(
      '</body>',
      `<script type="application/json" id="app-chunks">${JSON.stringify(chunks)}</script>\n  </body>`,
    )
    .replace('<html lang="ru">', '<html lang="ru" data-mantine-color-scheme="light">')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
  if (!html.includes(bootFile) || !html.includes('data-prerendered>'))
    throw new Error('index.html has no entry script or no empty #root to replace');
  return html;
}

const { renderLanding } = await import(
  pathToFileURL(path.join(serverDist, 'server-render.js')).href
);
const landing = drawnPage('guest', await renderLanding());
fs.writeFileSync(path.join(dist, 'landing.html'), landing);
const shopPage = drawnPage('shop', '<!--app-html-->').replace(
  '</body>',
  '<!--app-state-->\n  </body>',
);
fs.writeFileSync(path.join(serverDist, 'shop-page.html'), shopPage);
// The manifest is a build tool, not something to serve.
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.info(
  `dist/landing.html: ${(landing.length / 1024).toFixed(1)} KB; dist-ssr/shop-page.html: ${(shopPage.length / 1024).toFixed(1)} KB`,
);
// The renderer's app leaves timers behind (React Query's cache clean-up): nothing is left to do.
process.exit(0);
