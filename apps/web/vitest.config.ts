import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeTexts } from './build/locale-texts.ts';

export default defineConfig({
  plugins: [react(), localeTexts(fileURLToPath(new URL('./src/locales', import.meta.url)))],
  resolve: {
    alias: {
      // `@/x` is `src/x`: the same mapping as `paths` in tsconfig.json
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // the PWA plugin only exists in builds; tests get a stand-in with the same surface
      'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
