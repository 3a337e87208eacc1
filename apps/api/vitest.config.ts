import { defineConfig } from 'vitest/config';

// Each test file runs in its own process with its own database (test/build-app.ts). A PGlite instance
// takes about 800 MB, so two files at a time is what the 2-core machines afford.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the attacks and faults run on their own: npm run test:hard
    exclude: ['test/hard/**', '**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
