// Lighthouse 12 mobile (its default: simulated slow 4G, 4× CPU slowdown, Moto G Power screen)
// against Debian Chromium started by chrome-launcher; never downloads a browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './browser.mjs';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse performance run per URL and round; `cookie` signs the page in (extraHeaders). */
export async function runLighthouse(urls, { cookie, rounds }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
  const results = Object.fromEntries(urls.map((url) => [url, []]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const url of urls) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: cookie },
        });
        const lhr = runner?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        results[url].push({
          finalUrl: lhr.finalDisplayedUrl,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          formFactor: lhr.configSettings.formFactor,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
            .slice(0, 3)
            .map((item) => `${Number(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`),
          longTasks: (lhr.audits['bootup-time']?.details?.items ?? [])
            .slice(0, 4)
            .map((item) => `${Math.round(item.total)} ms ${item.url}`),
          warnings: lhr.runWarnings,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
