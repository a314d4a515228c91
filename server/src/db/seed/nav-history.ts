import { addDays, daysBetween, isWeekday } from '../../lib/dates';
import { hashSeed, normal, prng } from '../../lib/prng';
import { riskProfile } from '../../lib/risk-table';
import type { SeedFund } from './fund-catalog';

/** Fixed start of every random walk, so the NAV of a given day is the same whenever the seed runs. */
const WALK_EPOCH = '2023-01-02';
/** A little over five years, so the 5-year return (spec §7 playlist, tax-saving funds) has a NAV on or before its day. */
export const NAV_HISTORY_DAYS = 5 * 366 + 14;

export type NavPoint = { fundCode: string; navDate: string; nav: string };

/** One day's move of a geometric random walk with the fund's risk profile. */
function walkStep(fund: SeedFund, random: () => number): number {
  const { expectedReturn, volatility } = riskProfile(fund.risk);
  const dailyDrift = expectedReturn / 252;
  const dailyVol = volatility / Math.sqrt(252);
  return Math.exp(dailyDrift - (dailyVol * dailyVol) / 2 + dailyVol * normal(random));
}

/**
 * Weekday NAVs of the last ~5 years up to `today` (the business date): a geometric random walk
 * with the fund's risk profile, forwards from the epoch and, for days before it, backwards from
 * the fund's start NAV with its own random stream, so every NAV from the epoch on is unchanged
 * by how far back the history reaches. Depends only on `today`, never on the machine's clock.
 */
export function navHistory(fund: SeedFund, today: string): NavPoint[] {
  const firstKept = addDays(today, -NAV_HISTORY_DAYS);
  const points: NavPoint[] = firstKept < WALK_EPOCH ? walkBack(fund, firstKept) : [];
  const random = prng(hashSeed(fund.code));
  let nav = fund.startNav;
  const total = daysBetween(WALK_EPOCH, today);
  for (let i = 0; i <= total; i += 1) {
    const day = addDays(WALK_EPOCH, i);
    if (!isWeekday(day)) continue;
    nav = Math.max(0.5, nav * walkStep(fund, random));
    if (day >= firstKept) points.push({ fundCode: fund.code, navDate: day, nav: nav.toFixed(4) });
  }
  return points;
}

/** Weekdays from `firstKept` to the day before the epoch, oldest first; the last one's NAV is the start NAV. */
function walkBack(fund: SeedFund, firstKept: string): NavPoint[] {
  const random = prng(hashSeed(`${fund.code}:before-epoch`));
  const points: NavPoint[] = [];
  let nav = fund.startNav;
  for (let day = addDays(WALK_EPOCH, -1); day >= firstKept; day = addDays(day, -1)) {
    if (!isWeekday(day)) continue;
    points.push({ fundCode: fund.code, navDate: day, nav: nav.toFixed(4) });
    nav = Math.max(0.5, nav / walkStep(fund, random));
  }
  return points.reverse();
}

/** NAV on or before a day (the last published price). */
export function navOn(points: NavPoint[], day: string): string {
  let found = points[0]?.nav ?? '10.0000';
  for (const point of points) {
    if (point.navDate > day) break;
    found = point.nav;
  }
  return found;
}
