import type { DividendProjection, WealthPath } from '@port/shared/contracts/wealth-path';
import { addDays, bangkokDate } from '../../lib/dates';
import { riskProfile } from '../../lib/risk-table';
import { goalOutlook } from './goal-outlook';
import { balancesAt, kthSmallest, levelPaths } from './projection-paths';

export type ProjectionInput = {
  riskLevel: number;
  initial: number;
  contribution: number;
  timeframe: number;
  target?: number | undefined;
  today?: string;
};

const round2 = (v: number) => Math.round(v * 100) / 100;
const yearEnd = (today: string, years: number) => addDays(today, Math.round(years * 365.25));

/** Rounds up to a readable axis maximum: 1, 2, 2.5, 5 × 10^n. */
export function niceUpperBound(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Wealth path (spec §3): the 10th / 50th / 90th percentiles of the balance at each year-end over
 * the seeded Monte Carlo of projection-paths (deterministic: the same inputs give the same plots).
 * With a target, also the goal outlook (probability, required contribution, fixes).
 */
export async function wealthPath(input: ProjectionInput): Promise<WealthPath> {
  const paths = await levelPaths(input.riskLevel);
  const today = input.today ?? bangkokDate();
  const plots: WealthPath['plots'] = [];
  for (let years = 1; years <= input.timeframe; years += 1) {
    const sorted = balancesAt(paths, years, input.initial, input.contribution).sort();
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
    plots.push({ date: yearEnd(today, years), lower: round2(at(0.1)), expected: round2(at(0.5)), upper: round2(at(0.9)) });
  }
  const last = plots[plots.length - 1];
  return {
    graph_upper_bound: niceUpperBound(Math.max(input.initial, input.target ?? 0, ...plots.map((p) => p.upper))),
    current: { amount: round2(input.initial), date: today },
    target: { amount: last?.expected ?? round2(input.initial), date: yearEnd(today, input.timeframe) },
    plots,
    goal: input.target === undefined ? null : goalOutlook(paths, { ...input, target: input.target }),
  };
}

/**
 * The wealth path's last plot, date and expected (median) value only, as `wealthPath` computes it
 * (issue 19 item 5: the plan list's goal shortfall needs nothing else, and sorting 20,000
 * balances for every year of every goal plan was most of a cold plan list).
 */
export async function finalExpected(input: ProjectionInput): Promise<{ date: string; expected: number }> {
  const paths = await levelPaths(input.riskLevel);
  const balances = balancesAt(paths, input.timeframe, input.initial, input.contribution);
  const median = kthSmallest(balances, Math.min(balances.length - 1, Math.ceil(0.5 * balances.length) - 1));
  return { date: yearEnd(input.today ?? bangkokDate(), input.timeframe), expected: round2(median) };
}

/** Expected dividends per year: the median balance at the start of each year × the level's yield. */
export async function dividendProjection(input: ProjectionInput): Promise<DividendProjection> {
  const { dividendYield } = riskProfile(input.riskLevel);
  const path = await wealthPath(input);
  const startYear = Number((input.today ?? bangkokDate()).slice(0, 4));
  const balances = [input.initial, ...path.plots.map((p) => p.expected)];
  const plots = path.plots.map((_p, i) => ({ year: startYear + i + 1, amount: round2((balances[i] ?? 0) * dividendYield) }));
  return { total: round2(plots.reduce((s, p) => s + p.amount, 0)), plots };
}
