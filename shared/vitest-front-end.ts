import { defineProject } from 'vitest/config';

/**
 * The vitest project of a front-end package (shared, the shell, each remote): happy-dom, JSX
 * through emotion's runtime as in the rspack build, the shared clean-up as its setup file.
 * The time limits guard against a hang, not a slow machine: CI machines are shared and noisy,
 * and speed is measured in `pnpm bench`, never in a test (issue 21 item 1: a CI that cannot flake).
 */
export function frontEndProject(name: string, options: { setupFile?: string } = {}) {
  return defineProject({
    // Vite 8 transforms with oxc: compiled JSX must come from emotion, as in the rspack build.
    oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
    test: {
      name,
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [options.setupFile ?? './src/test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
