import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

type AxeResult = { violations: { id: string; nodes: { target: unknown[] }[] }[] };

/** axe-core (WCAG 2.1 A/AA) on the region `selector` matches: the violations, by rule and target. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected <script>.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(
      { include: [[include]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  }, selector);
}

/**
 * axe-core on the whole page with every rule it runs by default plus the one experimental rule a
 * probe found violated (label-content-name-mismatch: a card's accessible name must contain its
 * visible text; issue 21 item 3): the serious and critical violations, by rule and target.
 */
export async function axeSeriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`));
  });
}
