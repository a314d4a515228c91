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
    // Generous for a shared 2-core machine under load (issue 21 item 1): seeding PGlite in a
    // beforeAll took over 60 s at load average 30; a hung test still fails, only later.
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
