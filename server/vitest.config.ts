import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every test sees the same business date, whatever day it runs on (issue 7).
    setupFiles: ['test/setup/business-clock.ts'],
    // PGlite is single-connection and slow to create: test files share one database per worker.
    fileParallelism: false,
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
