import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { prerender } from './build/prerender.ts';
import { localeTexts } from './build/locale-texts.ts';
import { reactRouterTreeShaking } from './build/react-router-tree-shaking.ts';

/** The installed app's identity: spec 01 §7 install prompt, ARCHITECTURE §8. */
const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Installer Club',
  short_name: 'Installer Club',
  description: 'The loyalty club for roof-window installer companies.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0b4f8a',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const alias = [
  // `@/x` is `src/x`: the same mapping as `paths` in tsconfig.json
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // zod without its `new Function` probe, which our CSP reports (src/lib/zod.ts)
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
];

export default defineConfig({
  resolve: { alias },
  plugins: [
    react(),
    localeTexts(fileURLToPath(new URL('./src/locales', import.meta.url))),
    reactRouterTreeShaking(),
    // README, First paint: /login as HTML in every language, hydrated by main.tsx
    prerender({ alias, routeModules: { '/login': ['src/app/routes/auth/login.tsx'] } }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon-180.png'],
      injectManifest: {
        // every route chunk, every locale chunk, index.html and the icons: the app must open offline
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,wasm}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      exclude: /(^|\/)sw\.js$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // every browser the app supports preloads modules itself; the polyfill would only add to /login
    modulePreload: { polyfill: false },
    // the served sizes that matter are measured by scripts/measure-login-js.mjs
    reportCompressedSize: false,
  },
});
