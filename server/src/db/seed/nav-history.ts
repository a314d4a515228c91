import { addDays, daysBetween, isWeekday } from '../../lib/dates';
import { hashSeed, normal, prng } from '../../lib/prng';
import { riskProfile } from '../../lib/risk-table';
import type { SeedFund } from './fund-catalog';

/** Fixed start of every random walk, so the NAV of a given day is the same whenever the seed runs. */
const WALK_EPOCH = '2023-01-02';
export const NAV_HISTORY_DAYS = 730;

export type NavPoint = { fundCode: string; navDate: string; nav: string };

/** Weekday NAVs of the last ~2 years up to `today`: a geometric random walk with the fund's risk profile. */
export function navHistory(fund: SeedFund, today: string): NavPoint[] {
  const { expectedReturn, volatility } = riskProfile(fund.risk);
  const random = prng(hashSeed(fund.code));
  const dailyDrift = expectedReturn / 252;
  const dailyVol = volatility / Math.sqrt(252);
  const firstKept = addDays(today, -NAV_HISTORY_DAYS);
  const points: NavPoint[] = [];
  let nav = fund.startNav;
  const total = daysBetween(WALK_EPOCH, today);
  for (let i = 0; i <= total; i += 1) {
    const day = addDays(WALK_EPOCH, i);
    if (!isWeekday(day)) continue;
    nav = Math.max(0.5, nav * Math.exp(dailyDrift - (dailyVol * dailyVol) / 2 + dailyVol * normal(random)));
    if (day >= firstKept) points.push({ fundCode: fund.code, navDate: day, nav: nav.toFixed(4) });
  }
  return points;
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
