import { defineConfig } from 'vitest/config';

// `npm run test:hard`: attacks and faults against the real server (test/hard). Each file starts what it
// needs; they run one at a time so that timing assertions do not share the two cores.
export default defineConfig({
  test: {
    include: ['test/hard/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
