import { expect, test } from '../support/test';
import { demoUser } from '../support/accounts';
import { signIn } from '../support/sign-in';

const PLAN_LIST = '/api/port-aggregation/private/v3/cust-port/plan';

// Issue 19 item 1: the app host names the route's remote and first data call in the page it
// serves, so the data is asked for while the remote's code is still on its way, not after it.
test('a cold /dashboard asks for its plan list before the dashboard remote’s exposed chunk has loaded, once', async ({
  page,
  browser,
}) => {
  await signIn(page, demoUser().username, demoUser().password, '/dashboard');
  // A fresh context with the same session: nothing in the HTTP cache.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const cold = await context.newPage();
    const planCalls: string[] = [];
    cold.on('request', (request) => {
      if (new URL(request.url()).pathname === PLAN_LIST) planCalls.push(request.resourceType());
    });
    const response = await cold.goto('/dashboard');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="port-remotes"');
    await expect(cold.getByTestId('summary-aum')).toBeVisible();
    const timing = await cold.evaluate((planPath) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const plan = entries.find((entry) => new URL(entry.name).pathname === planPath);
      const exposed = entries.find((entry) => /__federation_expose_DashboardRoutes\.[0-9a-f]+\.js$/.test(entry.name));
      return {
        planStart: plan?.startTime,
        exposedEnd: exposed?.responseEnd,
      };
    }, PLAN_LIST);
    expect(timing.planStart, 'plan list requested').toBeDefined();
    expect(timing.exposedEnd, 'exposed chunk loaded').toBeDefined();
    expect(timing.planStart!).toBeLessThan(timing.exposedEnd!);
    // Sent once: the shell's early call is the preload the browser already made, and the page used it.
    expect(planCalls).toHaveLength(1);
  } finally {
    await context.close();
  }
});
