import { test as base } from '@playwright/test';
import { resetToSeed } from './seed-snapshot';

export { expect } from '@playwright/test';
export type { Page, Locator } from '@playwright/test';

/**
 * Playwright's `test`, with each spec file starting from the seed (issue 22 item 5): before the
 * first test of a file (kept in the database, so a worker restarted after a failure does not reset
 * again) the database goes back to the data the stack started with, so a spec
 * passes alone and in any order. Specs import `test` from here (eslint says so).
 */
export const test = base.extend<{ seedPerSpec: void }>({
  seedPerSpec: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      await resetToSeed(testInfo.file);
      await use();
    },
    { auto: true },
  ],
});
