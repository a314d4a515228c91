import { defineProject } from 'vitest/config';

export default defineProject({
  // Vite 8 transforms with oxc: compiled JSX must come from emotion, as in the rspack build.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    name: 'mfe-dashboard',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
