import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const alias = [
  // `@/x` is `src/x`: the same mapping as `paths` in tsconfig.json
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // zod without its `new Function` probe, which our CSP reports (src/lib/zod.ts)
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
];

/**
 * The operators' back-office, served by the API under /admin (plugins/static-admin.ts): its own bundle and
 * no service worker, so that nothing of it is ever loaded by the installers' app.
 */
export default defineConfig({
  base: '/admin/',
  resolve: { alias },
  plugins: [
    react(),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json)$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
});
