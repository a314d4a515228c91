// CLS of a cold page load in Debian Chromium (`pnpm bench --only=cls`, issue 19 item 3): every
// `layout-shift` entry without recent input, grouped into session windows as web-vitals does
// (gap < 1 s, window ≤ 5 s; CLS = the largest window), each shift with the elements it moved.
// A first visit has only the session cookie (no localStorage: the consent prompt shows, as for
// Lighthouse); a returning visit keeps the stored consent answer.

/** Collects the shifts with their sources (element described by tag, test id and class). */
function observeShifts() {
  window.__benchShifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
    const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
    const region = node.closest('section[aria-label], section[aria-labelledby], [role="region"]');
    const label =
      region?.getAttribute('aria-label') ??
      (region?.getAttribute('aria-labelledby') &&
        document.getElementById(region.getAttribute('aria-labelledby'))?.textContent?.slice(0, 30));
    return [node.tagName.toLowerCase(), testId && `[${testId}]`, label && `«${label}»`].filter(Boolean).join(' ');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__benchShifts.push({
        time: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => ({
          node: describe(s.node),
          dy: Math.round(s.currentRect.y - s.previousRect.y),
          dh: Math.round(s.currentRect.height - s.previousRect.height),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** web-vitals' CLS: the largest session window (shifts < 1 s apart, window ≤ 5 s). */
export function clsOf(shifts) {
  let best = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window && shift.time - last < 1000 && shift.time - first < 5000) window += shift.value;
    else {
      window = shift.value;
      first = shift.time;
    }
    last = shift.time;
    best = Math.max(best, window);
  }
  return best;
}

/**
 * Loads `path` cold at `viewport` with the signed-in `storageState` (`firstVisit`: cookies only),
 * waits for `contentSelector`, load, network idle and `settleMs` more, and returns
 * `{ cls, shifts }`. `cpuSlowdown` > 1 throttles the page's CPU through CDP (as Lighthouse's 4×).
 */
export async function measureCls(browser, appOrigin, storageState, path, options) {
  const { viewport, firstVisit, contentSelector, settleMs = 1500, cpuSlowdown = 1 } = options;
  const state = firstVisit ? { cookies: storageState.cookies, origins: [] } : storageState;
  const context = await browser.newContext({ storageState: state, viewport, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.addInitScript(observeShifts);
    await page.goto(`${appOrigin}${path}`);
    await page.locator(contentSelector).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(() => window.__benchShifts);
    if (new URL(page.url()).pathname !== path) throw new Error(`landed on ${page.url()}, not ${path}`);
    return { cls: clsOf(shifts), shifts };
  } finally {
    await context.close();
  }
}

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };
/** The plan page's content: the plan's value in its summary card, drawn with the plan. */
const PLAN_AUM = '[data-testid="plan-aum"]';

/**
 * The CLS cases of the bench: `/dashboard` and a plan page (`/dashboard/omnibus/1`, the investor's
 * goal plan with AA, PRA, a model and pending orders: one of the six Lighthouse routes) on a phone
 * (first and returning visit) and a desktop. A case without `contentSelector` takes the caller's.
 */
export const CLS_CASES = [
  { label: '/dashboard, 412×823 phone, first visit (consent prompt)', path: '/dashboard', viewport: PHONE, firstVisit: true },
  { label: '/dashboard, 412×823 phone, returning visit', path: '/dashboard', viewport: PHONE, firstVisit: false },
  { label: '/dashboard, 1280×800 desktop, first visit', path: '/dashboard', viewport: DESKTOP, firstVisit: true },
  {
    label: '/dashboard/omnibus/1, 412×823 phone, first visit (consent prompt)',
    path: '/dashboard/omnibus/1',
    viewport: PHONE,
    firstVisit: true,
    contentSelector: PLAN_AUM,
  },
  {
    label: '/dashboard/omnibus/1, 412×823 phone, returning visit',
    path: '/dashboard/omnibus/1',
    viewport: PHONE,
    firstVisit: false,
    contentSelector: PLAN_AUM,
  },
  {
    label: '/dashboard/omnibus/1, 1280×800 desktop, first visit',
    path: '/dashboard/omnibus/1',
    viewport: DESKTOP,
    firstVisit: true,
    contentSelector: PLAN_AUM,
  },
];

/** Runs each case `runs` times (cases interleaved); `{ label, values, worst }` per case, `worst` = the run with the largest CLS. */
export async function measureClsCases(browser, appOrigin, storageState, runs, contentSelector) {
  const results = CLS_CASES.map((c) => ({ label: c.label, values: [], worst: null }));
  for (let i = 0; i < runs; i += 1) {
    for (const [index, c] of CLS_CASES.entries()) {
      const r = await measureCls(browser, appOrigin, storageState, c.path, { contentSelector, ...c });
      const result = results[index];
      result.values.push(r.cls);
      if (!result.worst || r.cls > result.worst.cls) result.worst = r;
    }
  }
  return results;
}
