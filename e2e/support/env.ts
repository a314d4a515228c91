export const e2eBasePort = Number(process.env.E2E_BASE_PORT ?? 4300);
export const appOrigin = `http://localhost:${e2eBasePort}`;
/**
 * The app host's business clock in the suite: a Wednesday, 10:00 in Bangkok (server/src/lib/clock.ts).
 * playwright.cutoff.config.ts starts its own stack on another instant (E2E_BUSINESS_CLOCK_AT).
 */
export const BUSINESS_CLOCK_AT = process.env.E2E_BUSINESS_CLOCK_AT ?? '2026-11-18T10:00:00+07:00';
export const idpOrigin = `http://localhost:${e2eBasePort + 100}`;

// Debian's Chromium; never a downloaded browser. Flags from the machine notes.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
