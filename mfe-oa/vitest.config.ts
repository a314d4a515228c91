import { defineProject } from 'vitest/config';

export default defineProject({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: {
    name: 'mfe-oa',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
