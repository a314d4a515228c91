import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundNavs } from '../../db/schema/funds';
import { bangkokDate } from '../../lib/dates';
import { businessNow } from '../../lib/clock';
import { percent, toScaled, UNITS } from '../../lib/decimal';
import { latestNavs } from './navs';

export type FundReturns = { return_1y: number | null; return_3y: number | null; return_5y: number | null };
const YEARS = [1, 3, 5] as const;

/** The same calendar day `years` earlier (29 Feb → 28 Feb). */
const yearsBefore = (day: string, years: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return `${y - years}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

/**
 * Cumulative return over 1, 3 and 5 years from the latest NAV back to the last NAV published on or
 * before the same day that many years earlier (Bangkok business date); null without such a NAV.
 * Exact decimals: NAVs as scaled integers, the percent rounded to 2 decimals.
 */
export async function fundReturns(db: Db, codes: string[], now = businessNow()): Promise<Map<string, FundReturns>> {
  const latest = await latestNavs(db, codes);
  const today = bangkokDate(now);
  const result = new Map<string, FundReturns>(codes.map((c) => [c, { return_1y: null, return_3y: null, return_5y: null }]));
  if (codes.length === 0) return result;
  for (const years of YEARS) {
    const day = yearsBefore(today, years);
    const rows = await db.execute<{ fund_code: string; nav: string }>(sql`
      select f.code as fund_code, n.nav::text as nav
      from unnest(ARRAY[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]) as f(code)
      cross join lateral (
        select nav from ${fundNavs} where ${fundNavs.fundCode} = f.code and ${fundNavs.navDate} <= ${day} order by ${fundNavs.navDate} desc limit 1
      ) n`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { fund_code: string; nav: string }[];
    for (const row of list) {
      const now = latest.get(row.fund_code);
      const then = toScaled(row.nav, UNITS);
      const entry = result.get(row.fund_code);
      if (!now || !entry || then === 0n) continue;
      entry[`return_${years}y`] = percent(now.nav - then, then);
    }
  }
  return result;
}
