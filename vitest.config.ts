import { defineConfig } from 'vitest/config';

// One vitest process runs every package's unit tests; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'mfe-*', 'server', 'tools'],
  },
});
