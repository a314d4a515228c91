import { hashSeed, prng } from '../../lib/prng';
import { riskProfile } from '../../lib/risk-table';

/** Paths per risk level: antithetic pairs, so the sampling error of a probability stays well under 1 point. */
export const PATHS = 20_000;
export const MAX_YEARS = 60;

/**
 * Seeded Monte Carlo of one risk level, shared by every request of that level (common random
 * numbers: a projection moves smoothly with the inputs). Monthly log-returns are normal with
 * volatility σ/√12 and a drift that makes one year's expected growth 1 + expected return.
 *
 * The balance is linear in the amounts: after t years, initial × A + monthly × B, where A is
 * the growth of one baht invested at the start and B the value of 1 baht added at each month-end.
 * So one simulation answers every initial, contribution and target; we keep A and B per path
 * at each year-end (Float32: 9.6 MB per level, computed once on first use).
 */
export type LevelPaths = { growth: Float32Array; annuity: Float32Array };

const cache = new Map<number, Promise<LevelPaths>>();
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The paths of a level, simulated once (about half a second of CPU) one year at a time with the
 * event loop free in between, so other requests keep flowing (no load-shedding 503 while it runs).
 */
export function levelPaths(riskLevel: number): Promise<LevelPaths> {
  let paths = cache.get(riskLevel);
  if (!paths) {
    paths = simulate(riskLevel);
    cache.set(riskLevel, paths);
  }
  return paths;
}

export async function simulate(riskLevel: number): Promise<LevelPaths> {
  const { expectedReturn, volatility } = riskProfile(riskLevel);
  const s = volatility / Math.sqrt(12);
  const m = Math.log(1 + expectedReturn) / 12 - (s * s) / 2;
  const random = prng(hashSeed('wealth-path'));
  const growth = new Float32Array(PATHS * MAX_YEARS);
  const annuity = new Float32Array(PATHS * MAX_YEARS);
  const a = new Float64Array(PATHS).fill(1);
  const b = new Float64Array(PATHS);
  for (let month = 1; month <= MAX_YEARS * 12; month += 1) {
    for (let i = 0; i < PATHS; i += 2) {
      // Box–Muller; the pair's second path takes the mirrored shock (antithetic variates).
      const z = Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random());
      const up = Math.exp(m + s * z);
      const down = Math.exp(m - s * z);
      a[i] = a[i]! * up;
      b[i] = b[i]! * up + 1;
      a[i + 1] = a[i + 1]! * down;
      b[i + 1] = b[i + 1]! * down + 1;
    }
    if (month % 12 !== 0) continue;
    const offset = (month / 12 - 1) * PATHS;
    growth.set(a, offset);
    annuity.set(b, offset);
    await yieldToEventLoop();
  }
  return { growth, annuity };
}

/** Balances of every path after `years` for these amounts. */
export function balancesAt(paths: LevelPaths, years: number, initial: number, contribution: number): Float64Array {
  const offset = (years - 1) * PATHS;
  const out = new Float64Array(PATHS);
  for (let i = 0; i < PATHS; i += 1) out[i] = initial * paths.growth[offset + i]! + contribution * paths.annuity[offset + i]!;
  return out;
}

/** Share of paths whose balance after `years` reaches the target (0–1). */
export function shareReaching(paths: LevelPaths, years: number, initial: number, contribution: number, target: number): number {
  const offset = (years - 1) * PATHS;
  let hits = 0;
  for (let i = 0; i < PATHS; i += 1) {
    if (initial * paths.growth[offset + i]! + contribution * paths.annuity[offset + i]! >= target) hits += 1;
  }
  return hits / PATHS;
}

/** The q-quantile (0–1) of values, by sorting a copy (nearest rank, upper). */
export function quantile(values: Float64Array, q: number): number {
  const sorted = Float64Array.from(values).sort();
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** Per path, the amount that would just reach the target at `years`; its q-quantile reaches it with confidence q. */
export function neededAt(paths: LevelPaths, years: number, q: number, need: (growth: number, annuity: number) => number): number {
  const offset = (years - 1) * PATHS;
  const values = new Float64Array(PATHS);
  for (let i = 0; i < PATHS; i += 1) values[i] = need(paths.growth[offset + i]!, paths.annuity[offset + i]!);
  return quantile(values, q);
}

/**
 * The k-th smallest (0-based) of `values`, reordering them in place (quickselect, median-of-three
 * pivots): the same number `values.sort()[k]` gives, without sorting all 20,000.
 */
export function kthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (high > low) {
    const mid = (low + high) >>> 1;
    const pivot = Math.max(Math.min(values[low]!, values[mid]!), Math.min(Math.max(values[low]!, values[mid]!), values[high]!));
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}
