import type { DividendProjection, WealthPath } from '@port/shared/contracts/wealth-path';
import { addDays, bangkokDate } from '../lib/dates';
import { riskProfile } from '../lib/risk-table';

const Z90 = 1.2815515655446004; // standard normal 90th percentile

export type ProjectionInput = { riskLevel: number; initial: number; contribution: number; timeframe: number; today?: string };

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
 * Wealth path (spec §3) from the risk level's expected return and volatility. The balance is
 * treated as lognormal: p50 uses the median growth, p10/p90 widen with the money-weighted time
 * each baht has been invested. Deterministic: the same inputs give the same plots.
 */
export function wealthPath(input: ProjectionInput): WealthPath {
  const { expectedReturn: mu, volatility: sigma } = riskProfile(input.riskLevel);
  const today = input.today ?? bangkokDate();
  const monthly = (1 + mu) ** (1 / 12) - 1;
  let expected = input.initial;
  let invested = input.initial;
  let weightedTime = 0; // Σ amount × years invested
  const plots: WealthPath['plots'] = [];
  for (let month = 1; month <= input.timeframe * 12; month += 1) {
    expected = expected * (1 + monthly) + input.contribution;
    invested += input.contribution;
    if (month % 12 !== 0) continue;
    const years = month / 12;
    weightedTime = input.initial * years + input.contribution * ((month * (month - 1)) / 2 / 12);
    const t = invested > 0 ? weightedTime / invested : 0;
    const median = expected * Math.exp((-sigma * sigma * t) / 2);
    plots.push({
      date: yearEnd(today, years),
      lower: round2(median * Math.exp(-Z90 * sigma * Math.sqrt(t))),
      expected: round2(median),
      upper: round2(median * Math.exp(Z90 * sigma * Math.sqrt(t))),
    });
  }
  const last = plots[plots.length - 1];
  return {
    graph_upper_bound: niceUpperBound(Math.max(input.initial, ...plots.map((p) => p.upper))),
    current: { amount: round2(input.initial), date: today },
    target: { amount: last?.expected ?? round2(input.initial), date: yearEnd(today, input.timeframe) },
    plots,
  };
}

/** Expected dividends per year: the median balance at the start of each year × the level's yield. */
export function dividendProjection(input: ProjectionInput): DividendProjection {
  const { dividendYield } = riskProfile(input.riskLevel);
  const path = wealthPath(input);
  const startYear = Number((input.today ?? bangkokDate()).slice(0, 4));
  const balances = [input.initial, ...path.plots.map((p) => p.expected)];
  const plots = path.plots.map((_p, i) => ({ year: startYear + i + 1, amount: round2((balances[i] ?? 0) * dividendYield) }));
  return { total: round2(plots.reduce((s, p) => s + p.amount, 0)), plots };
}
