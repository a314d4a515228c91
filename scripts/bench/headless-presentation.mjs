// Shows why scripts/bench/inp.mjs scrolls each control to the middle of the viewport: in headless
// Chromium with Playwright's emulated 412×823 phone viewport, a change below y ≈ 720 px is not
// presented until something higher up changes, so Event Timing reports keystrokes in a field near
// the bottom as lasting until the next click elsewhere. A page with one input and no script,
// the input at several heights, CPU not slowed: `node scripts/bench/headless-presentation.mjs`.
import { interactionsOf } from './inp.mjs';
import { launchBrowser } from './browser.mjs';

const browser = await launchBrowser();
try {
  for (const top of [100, 700, 740, 790]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.interactionId)
            window.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    });
    const html = `<body style="margin:0"><input id="a" style="position:absolute;top:${top}px;left:10px"><button style="position:absolute;top:10px;left:200px">next</button>`;
    await page.goto(`data:text/html,${encodeURIComponent(html)}`);
    await page.click('#a');
    await page.keyboard.type('10000', { delay: 120 });
    await page.waitForTimeout(600);
    await page.click('button');
    await page.waitForTimeout(600);
    const keys = interactionsOf(await page.evaluate(() => window.__events)).filter((i) => i.name === 'keydown');
    const shown = keys.map((k) => Math.round(k.duration)).join(', ');
    console.log(`input at y = ${top} px: ${keys.length} of 5 keydowns over 16 ms${shown ? `: ${shown} ms` : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
}
