import { defineProject } from 'vitest/config';

export default defineProject({
  // Vite 8 transforms with oxc: JSX goes through emotion's runtime like the app builds.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    name: 'shared',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
  },
});
