import { expect, test } from '../support/test';
import { demoUser } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { withDatabase } from '../support/db';

type Row = { route: string; remote: string | null; remote_version: string | null; name: string; value: number };

// Issue 19 item 6: after a page of the dashboard remote is left, its real-user metrics are in the
// server's table, named by route-table path, owning remote and the version /remotes.json gave.
test('leaving /dashboard sends its web vitals: a row per metric with route, remote and live version', async ({ page }) => {
  await withDatabase((db) => db.query("delete from web_vitals where route = '/dashboard/*'"));
  await signIn(page, demoUser().username, demoUser().password, '/dashboard');
  await page.reload();
  await expect(page.getByTestId('summary-aum')).toBeVisible();
  const live = (await (await page.request.get('/remotes.json')).json()) as Record<string, { version: string }>;
  // The reporter's chunk loads after the page, when the browser is idle.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /web-vitals/.test(e.name))))
    .toBe(true);
  // Leaving the page hides it: the reporter sends what it gathered (keepalive outlives the page).
  await page.goto('/plan-select');
  await expect
    .poll(() => withDatabase(async (db) => (await db.query<Row>("select * from web_vitals where route = '/dashboard/*'")).rows))
    .not.toHaveLength(0);
  const rows = await withDatabase(
    async (db) => (await db.query<Row>("select * from web_vitals where route = '/dashboard/*'")).rows,
  );
  expect(new Set(rows.map((r) => r.remote))).toEqual(new Set(['dashboard']));
  expect(new Set(rows.map((r) => r.remote_version))).toEqual(new Set([live.dashboard!.version]));
  const names = rows.map((r) => r.name);
  expect(names).toContain('TTFB');
  expect(names).toContain('LCP');
  expect(rows.every((r) => r.value >= 0)).toBe(true);
});
