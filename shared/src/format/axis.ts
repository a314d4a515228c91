import { bangkokParts } from './bangkok-calendar';
import { formatNumber } from './number';

/** Thai money on a chart axis: 0, 500,000, 1 ล้าน, 2.5 ล้าน (the unit, บาท, is in the axis title). */
export function axisMoney(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `${formatNumber(Math.round(value / 10_000) / 100)} ล้าน`;
  return formatNumber(Math.round(value));
}

/** Buddhist-era year (CE + 543), what Thai readers expect: 2026 → 2569. */
export const buddhistYear = (year: number): number => year + 543;

/** Buddhist-era year of an ISO date (YYYY-MM-DD): '2027-11-18' → 2570. */
export const buddhistYearOf = (isoDate: string): number => buddhistYear(Number(isoDate.slice(0, 4)));

/** Buddhist-era year of an epoch time in Bangkok: 2026 → '2569'. */
export function axisYear(time: number): string {
  return String(buddhistYear(bangkokParts(time).year));
}

/** About `count` round ticks from 0 to at least `max` (steps of 1, 2, 2.5 or 5 × 10^n). */
export function moneyTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((s) => s * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  // The last tick is at or above max, so nothing runs off the top.
  for (let v = 0; ; v += step) {
    ticks.push(Math.round(v));
    if (v >= max) return ticks;
  }
}

/** Which of `n` x positions get a label: about `most` of them, always the first and the last. */
export function labelled(n: number, most = 6): boolean[] {
  const every = Math.max(1, Math.ceil(n / most));
  return Array.from({ length: n }, (_, i) => i === n - 1 || (i % every === 0 && n - 1 - i >= every));
}
