import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  noCircleThroughMergedChunks,
  PLANNING,
  planFirstLoadChunks,
} from './scripts/first-load-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));

// The shop's brand colours, shared by the web manifest and index.html's theme-color.
const THEME_COLOR = '#7a2944';
const BACKGROUND_COLOR = '#fbf8f5';

/**
 * Mantine's styles per component, to keep the landing light: each component's stylesheet is
 * imported by the module that holds its class names (`<Name>.module.css.mjs`), so a component's CSS
 * travels with the chunk that uses it instead of all 200 KB loading with the landing. The
 * `.layer.css` variants put Mantine in the `mantine` cascade layer: our own CSS wins whatever order
 * chunks load in. Within the layer, a component's dependencies are imported (and so ordered) before
 * it. The base files are imported in app/provider.tsx; in development, where Mantine is
 * pre-bundled, the provider loads the whole stylesheet instead.
 */
function mantineStylesPerComponent(): Plugin {
  const stylesDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
    'styles',
  );
  const available = new Set(fs.readdirSync(stylesDir));
  const classesModule = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.css\.mjs$/;
  return {
    name: 'mantine-styles-per-component',
    apply: 'build',
    transform(code, id) {
      const name = classesModule.exec(id)?.[1];
      if (!name || !available.has(`${name}.layer.css`)) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null };
    },
  };
}

/**
 * Mantine gets the shop's `useId` (src/lib/mantine-use-id.ts, decision 038) in place of
 * @mantine/hooks' own, for its components and for ours alike; everything else of @mantine/hooks is
 * as published. The hook's module is replaced where it is loaded, so the same plugin serves the
 * build and the pre-bundling of dependencies in development (optimizeDeps below): the ids are the
 * same in both.
 */
export function mantineStableIds(): Plugin {
  const useIdModule = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  const shim = JSON.stringify(`${root}src/lib/mantine-use-id.ts`);
  return {
    name: 'mantine-stable-ids',
    load: (id) => (useIdModule.test(id) ? `export { useId } from ${shim};\n` : null),
  };
}

/** The contract's modules' chunks are named with this: the first pages' plan keeps them apart. */
const CONTRACT_CHUNK = 'contract-';

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => {
  const env = loadEnv(mode, root, 'VITE_');
  // `vite build --ssr src/server-render.tsx`: pages drawn outside the browser (decision 037).
  if (isSsrBuild)
    return {
      root,
      resolve: { alias: { '@': `${root}src` } },
      plugins: [react()],
      publicDir: false,
      build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false },
    };
  // Where the dev server and `vite preview` forward API calls and uploads (the API's default port).
  const apiTarget = env.VITE_DEV_API_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/uploads': { target: apiTarget, changeOrigin: false },
    '/media': { target: apiTarget, changeOrigin: false },
    // Smaller copies of pictures (srcset), made by the API.
    '/img': { target: apiTarget, changeOrigin: false },
  };

  // The first pages' chunks, merged (scripts/first-load-chunks.ts, decision 082): planned from a
  // build without merging, which is this config with PLANNING set.
  const planning = Boolean(process.env[PLANNING]);
  const firstLoad =
    command === 'build' && !planning
      ? await planFirstLoadChunks(
          fileURLToPath(import.meta.url),
          mode,
          (name) => name === 'react' || name.startsWith(CONTRACT_CHUNK),
        )
      : undefined;

  return {
    root,
    resolve: { alias: { '@': `${root}src` } },
    plugins: [
      react(),
      mantineStylesPerComponent(),
      mantineStableIds(),
      firstLoad && noCircleThroughMergedChunks(new Set(firstLoad.values())),
      !planning &&
        VitePWA({
          strategies: 'generateSW',
          filename: 'sw.js',
          // We register /sw.js ourselves (src/lib/pwa/register-service-worker.ts), production only.
          injectRegister: false,
          registerType: 'autoUpdate',
          // public/icons/* are precached through globPatterns below.
          includeAssets: [],
          includeManifestIcons: false,
          manifest: {
            id: '/',
            name: 'VESTA — одежда и образы',
            short_name: 'VESTA',
            description: 'Онлайн-магазин одежды с конструктором образов и виртуальной примеркой',
            lang: 'ru',
            dir: 'ltr',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            orientation: 'portrait-primary',
            theme_color: THEME_COLOR,
            background_color: BACKGROUND_COLOR,
            categories: ['shopping', 'lifestyle'],
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              {
                src: '/icons/maskable-512.png',
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
            ],
          },
          workbox: {
            // The app shell: the built JS, CSS, HTML and our own icons. Large demo photos are not
            // precached; they are cached at runtime when first shown.
            globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
            globIgnores: ['**/maneken.*'],
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/media\//],
            cleanupOutdatedCaches: true,
            runtimeCaching: [
              {
                // Private pictures (/media/) have short-lived signed addresses: never kept here.
                urlPattern: ({ request, sameOrigin, url }) =>
                  sameOrigin &&
                  request.destination === 'image' &&
                  !url.pathname.startsWith('/api/') &&
                  !url.pathname.startsWith('/media/'),
                handler: 'StaleWhileRevalidate',
                options: {
                  cacheName: 'images',
                  expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
                },
              },
            ],
          },
        }),
    ],
    // Dependencies are pre-bundled in development without the plugins above: Mantine's ids are
    // made the build's way there too.
    optimizeDeps: { rolldownOptions: { plugins: [mantineStableIds()] } },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Which chunks and stylesheets a drawn page needs (scripts/prerender.mjs reads it).
      manifest: true,
      sourcemap: true,
      // The admin area's chunk carries the charts (recharts); no shopper page loads it.
      chunkSizeWarningLimit: 650,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // A group holds only what its test matches, not everything that imports.
            includeDependenciesRecursively: false,
            groups: [
              ...(firstLoad
                ? [{ name: (id: string) => firstLoad.get(id) ?? null, priority: 1 }]
                : []),
              // Each of the contract's modules in a chunk of its own: each builds its zod schemas as
              // it runs (the catalogue's took 20 ms), so the boot script gives each a task.
              {
                name: (id: string) => {
                  const file = /[\\/]packages[\\/]contract[\\/]src[\\/]([\w-]+)\.ts$/.exec(id)?.[1];
                  return file ? `${CONTRACT_CHUNK}${file}` : null;
                },
              },
              // React and the router: every page needs them, and they outlive app deploys in the
              // browser's cache.
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              },
              // Libraries only some areas need get chunks of their own; left to itself Rolldown
              // puts them in a shared chunk with small helpers that the landing needs too. (A
              // first page's merged chunk takes them when that page runs them.)
              { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
              // Mantine's popovers and menus with their positioning: otherwise they share chunks
              // with an icon the landing's toasts need and with the public footer.
              {
                name: 'popover',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Popover|Menu)|utils[\\/]Floating)[\\/]/,
              },
              {
                name: 'remove-scroll',
                test: /node_modules[\\/](react-remove-scroll[\w-]*|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
