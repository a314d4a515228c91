// Interaction latency of the checkout (issue 19, ARCHITECTURE.md "Budgets": ≤ 200 ms on the
// throttled profile): on the plan page /dashboard/omnibus/1, signed in as the demo investor, with
// the CPU slowed 4× as Lighthouse's mobile profile, open the checkout panel ("ลงทุนเพิ่ม"), type an
// amount, press "ถัดไป" and wait for the preview's total. Every interaction's latency comes from the
// Event Timing API (PerformanceObserver 'event', durationThreshold 16; input delay + handlers +
// the next paint, as web-vitals' onINP reads it); a run's INP is its slowest interaction (fewer
// than 50 in a run). The wall time until the panel's field and until the preview (network
// included) are printed beside it.
//
// Each control is scrolled to the middle of the viewport before it is used, as a phone does when
// its keyboard opens: headless Chromium draws the emulated 412×823 viewport into a 720-px-tall
// window, and a change below y = 720 (Playwright's click scrolls an element only until it is in
// view, so the amount field sat at the bottom edge) is not presented until something above it
// changes. Every keystroke then "lasted" until the click on 'ถัดไป' (896 ms in the 2026-11-26 run).
// A page with one input and no script shows it: an input at y = 700 reports keydowns of 16–40 ms,
// at y = 740 of 800–1,750 ms (docs/benchmarks.md, 2026-11-27).

const PLAN = '/dashboard/omnibus/1';
const AMOUNT = '10000';
const PANEL = '[data-testid="checkout-panel"]';

/** Collects Event Timing entries that belong to an interaction (web-vitals' source for INP). */
function observeInteractions() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__benchEvents.push({
        id: e.interactionId,
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
      });
    }
    // durationThreshold 16: the smallest the API allows, so fast interactions are seen too.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** Interactions of the entries: the slowest entry of each interaction id, in order. */
export function interactionsOf(events) {
  const byId = new Map();
  for (const e of events) if (!byId.has(e.id) || byId.get(e.id).duration < e.duration) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => a.start - b.start);
}

/** Answers the plan's automatic-allocation welcome if it shows (once per customer and plan). */
async function answerAaWelcome(page) {
  const welcome = page.getByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' });
  await page.getByTestId('automatic-allocation').or(welcome).first().waitFor({ timeout: 60_000 });
  if (!(await welcome.isVisible())) return;
  const recorded = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('feature-acknowledgement'));
  await welcome.getByRole('button', { name: 'รับทราบ' }).click();
  await recorded;
  await welcome.waitFor({ state: 'detached' });
}

/** Scrolls `locator` to the middle of the viewport (see the top of this file for why). */
const centre = (locator) => locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));

/**
 * One run in a fresh browser context with `storageState` (consent answered): returns
 * `{ inp, interactions, panelMs, previewMs }`, the interactions as `{ name, duration, inputDelay, processing }`.
 */
export async function measureCheckoutInp(browser, appOrigin, storageState, { cpuSlowdown = 4 } = {}) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 412, height: 823 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(`${appOrigin}${PLAN}`, { waitUntil: 'commit', timeout: 90_000 });
    await page.getByTestId('plan-detail-page').waitFor({ timeout: 90_000 });
    await answerAaWelcome(page);
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
    // The interaction is measured on the throttled profile; the page loaded unthrottled (its load is
    // Lighthouse's subject), so a busy machine does not time the load out.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The page load's own interactions (the welcome's button) are not the checkout's.
    await page.evaluate(() => {
      window.__benchEvents = [];
    });
    const open = page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true });
    await centre(open);
    let started = Date.now();
    await open.click();
    const field = page.locator(PANEL).getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)');
    await field.waitFor({ timeout: 30_000 });
    const panelMs = Date.now() - started;
    await centre(field);
    await field.click();
    // Typed key by key, as a customer types (each key is an interaction), not pasted by fill().
    await page.keyboard.type(AMOUNT, { delay: 120 });
    const next = page.locator(PANEL).getByRole('button', { name: 'ถัดไป' });
    await centre(next);
    started = Date.now();
    await next.click();
    const total = page.locator(PANEL).getByTestId('checkout-total');
    await total.waitFor({ timeout: 30_000 });
    const previewMs = Date.now() - started;
    const shown = await total.textContent();
    if (!shown?.includes('10,000.00')) throw new Error(`the preview's total is ${JSON.stringify(shown)}, not 10,000.00 บาท`);
    // Event Timing entries are queued after the next paint: give the last one time to arrive.
    await page.waitForTimeout(500);
    const interactions = interactionsOf(await page.evaluate(() => window.__benchEvents));
    if (interactions.length < AMOUNT.length + 2) {
      throw new Error(`only ${interactions.length} interactions seen (the clicks and ${AMOUNT.length} keys expected)`);
    }
    const inp = Math.max(...interactions.map((i) => i.duration));
    return { inp, interactions, panelMs, previewMs };
  } finally {
    await context.close();
  }
}
