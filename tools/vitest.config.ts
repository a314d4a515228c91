import { defineProject } from 'vitest/config';

// Tests of the build tooling (tools/rspack) and the scripts that check its output.
export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.mjs', '../scripts/**/*.test.mjs'],
    testTimeout: 60000,
  },
});
