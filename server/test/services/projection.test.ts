import { describe, expect, it } from 'vitest';
import { RISK_TABLE } from '../../src/lib/risk-table';
import { wealthPath } from '../../src/services/projection/projection';
import { simulate } from '../../src/services/projection/projection-paths';

/**
 * An independent reference: a plain Monte Carlo written here, with its own generator
 * (xorshift32, Box–Muller sine branch), float64, no antithetic pairs, 100,000 paths. Each path
 * keeps the growth of the initial amount (A) and of 1 baht added each month-end (B), so the
 * balance of any amounts is initial × A + monthly × B.
 */
function reference(riskLevel: number, years: number, paths = 100_000) {
  const { expectedReturn, volatility } = RISK_TABLE[riskLevel]!;
  const s = volatility / Math.sqrt(12);
  const m = Math.log(1 + expectedReturn) / 12 - (s * s) / 2;
  let state = 0x9e3779b9 ^ (riskLevel * 7919 + years);
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 4294967296;
  };
  const a = new Float64Array(paths);
  const b = new Float64Array(paths);
  for (let i = 0; i < paths; i += 1) {
    let growth = 1;
    let annuity = 0;
    for (let month = 0; month < years * 12; month += 1) {
      const z = Math.sqrt(-2 * Math.log(uniform())) * Math.sin(2 * Math.PI * uniform());
      const g = Math.exp(m + s * z);
      growth *= g;
      annuity = annuity * g + 1;
    }
    a[i] = growth;
    b[i] = annuity;
  }
  const probability = (initial: number, monthly: number, target: number) => {
    let hits = 0;
    for (let i = 0; i < paths; i += 1) if (initial * a[i]! + monthly * b[i]! >= target) hits += 1;
    return (hits / paths) * 100;
  };
  return { probability };
}

const CASES = [
  { riskLevel: 2, initial: 50_000, contribution: 2_000, timeframe: 5, target: 180_000 },
  { riskLevel: 4, initial: 100_000, contribution: 5_000, timeframe: 10, target: 800_000 },
  { riskLevel: 5, initial: 10_000, contribution: 3_000, timeframe: 15, target: 700_000 },
  { riskLevel: 6, initial: 100_000, contribution: 5_000, timeframe: 10, target: 1_000_000 },
  { riskLevel: 7, initial: 0, contribution: 10_000, timeframe: 20, target: 5_000_000 },
  { riskLevel: 8, initial: 500_000, contribution: 0, timeframe: 8, target: 700_000 },
];

describe('goal projection against an independent Monte Carlo (issue 9; spec §3 wealth path)', () => {
  it.each(CASES)('risk $riskLevel, $initial + $contribution/month for $timeframe y → $target: within 1 point', async (c) => {
    const ref = reference(c.riskLevel, c.timeframe);
    const path = await wealthPath({ ...c, today: '2026-11-18' });
    const goal = path.goal!;
    expect(Math.abs(goal.probability - ref.probability(c.initial, c.contribution, c.target))).toBeLessThan(1);
    // The monthly amounts it asks for reach the goal with 50 % and 80 % confidence in the reference.
    expect(Math.abs(ref.probability(c.initial, goal.required_contribution.p50, c.target) - 50)).toBeLessThan(1);
    expect(Math.abs(ref.probability(c.initial, goal.required_contribution.p80, c.target) - 80)).toBeLessThan(1);
    // low / expected / high are the 10th / 50th / 90th percentiles: in the reference, 90 % / 50 % / 10 % of paths reach them (±1 point).
    const last = path.plots.at(-1)!;
    for (const [value, above] of [
      [last.lower, 90],
      [last.expected, 50],
      [last.upper, 10],
    ] as const) {
      expect(Math.abs(ref.probability(c.initial, c.contribution, value) - above)).toBeLessThan(1);
    }
  });

  it('a target equal to the median outcome gives about 50 %', async () => {
    for (const c of CASES.filter((x) => x.contribution > 0 || x.initial > 0)) {
      const median = (await wealthPath({ ...c, today: '2026-11-18' })).plots.at(-1)!.expected;
      const goal = (await wealthPath({ ...c, target: median, today: '2026-11-18' })).goal!;
      expect(Math.abs(goal.probability - 50)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(reference(c.riskLevel, c.timeframe).probability(c.initial, c.contribution, median) - 50)).toBeLessThan(1);
    }
  });

  it('an off-track plan gets three fixes that each reach 80 % in the reference; an on-track plan none', async () => {
    const c = { riskLevel: 6, initial: 100_000, contribution: 5_000, timeframe: 10, target: 1_000_000 };
    const goal = (await wealthPath(c)).goal!;
    expect(goal.on_track).toBe(false);
    expect(goal.probability).toBeLessThan(80);
    const fixes = goal.fixes!;
    expect(fixes.contribution).toBeGreaterThan(c.contribution);
    expect(fixes.contribution).toBe(goal.required_contribution.p80);
    expect(fixes.lump_sum).toBeGreaterThan(0);
    expect(fixes.timeframe).toBeGreaterThan(c.timeframe);
    const ref = reference(c.riskLevel, c.timeframe);
    expect(ref.probability(c.initial, fixes.contribution, c.target)).toBeGreaterThan(79);
    expect(ref.probability(c.initial + fixes.lump_sum, c.contribution, c.target)).toBeGreaterThan(79);
    const longer = reference(c.riskLevel, fixes.timeframe!);
    expect(longer.probability(c.initial, c.contribution, c.target)).toBeGreaterThan(79);
    const oneLess = reference(c.riskLevel, fixes.timeframe! - 1);
    expect(oneLess.probability(c.initial, c.contribution, c.target)).toBeLessThan(81);
    const easy = (await wealthPath({ ...c, target: 120_000 })).goal!;
    expect(easy.on_track).toBe(true);
    expect(easy.fixes).toBeNull();
    expect(easy.required_contribution.p50).toBe(0);
  });

  it('is deterministic and without a target carries no goal', async () => {
    const input = { riskLevel: 5, initial: 20_000, contribution: 1_000, timeframe: 12, target: 300_000 };
    expect(await wealthPath(input)).toEqual(await wealthPath(input));
    expect((await wealthPath({ ...input, target: undefined })).goal).toBeNull();
  });

  it('simulating a level leaves the event loop free: a timer set meanwhile fires before the paths are done', async () => {
    const order: string[] = [];
    const paths = simulate(3).then(() => order.push('paths'));
    setImmediate(() => order.push('other request'));
    await paths;
    expect(order).toEqual(['other request', 'paths']);
  });
});
