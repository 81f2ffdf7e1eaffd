import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

// The shop's brand colours, shared by the web manifest and index.html's theme-color.
const THEME_COLOR = '#7a2944';
const BACKGROUND_COLOR = '#fbf8f5';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // Where the dev server and `vite preview` forward API calls and uploads (the API's default port).
  const apiTarget = env.VITE_DEV_API_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/uploads': { target: apiTarget, changeOrigin: false },
    '/media': { target: apiTarget, changeOrigin: false },
  };

  return {
    root,
    resolve: { alias: { '@': `${root}src` } },
    plugins: [
      react(),
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
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Long-lived vendor chunks: an app deploy does not invalidate the browser's copy of React
          // or Mantine.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              },
              {
                name: 'mantine',
                test: /node_modules[\\/](@mantine[\\/](?!carousel|dropzone)|@floating-ui|react-remove-scroll|@tabler)/,
              },
              {
                // The outfit builder's carousel and dropzone (with embla and react-dropzone) load
                // with the outfits area only, never on the landing (ARCHITECTURE rule 19). After
                // 'mantine', so the Mantine core they build on stays in that chunk.
                name: 'builder-vendor',
                test: /node_modules[\\/](@mantine[\\/](carousel|dropzone)|embla-carousel[\w-]*|react-dropzone|file-selector|attr-accept)[\\/]/,
              },
              { name: 'vendor', test: /node_modules/ },
            ],
          },
        },
      },
    },
  };
});
