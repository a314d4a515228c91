// Issue 8: the cut-off stack's business clock, Friday 20 November 2026, 15:45 in Bangkok (after
// the 15:30 cut-off). Imported first by playwright.cutoff.config.ts, so support/env.ts reads it.
process.env.E2E_BUSINESS_CLOCK_AT = '2026-11-20T15:45:00+07:00';
