import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fundNavs, funds } from '../db/schema/funds';
import { toScaled, UNITS } from '../lib/decimal';

export type FundRow = typeof funds.$inferSelect;
export type LatestNav = { nav: bigint; navDate: string };

/**
 * The latest published NAV per fund: one backward index probe per fund on (fund_code, nav_date)
 * through a LATERAL join, instead of sorting every NAV of the funds.
 */
export async function latestNavs(db: Db, codes?: string[]): Promise<Map<string, LatestNav>> {
  const wanted = codes ?? (await db.select({ code: funds.code }).from(funds)).map((f) => f.code);
  if (wanted.length === 0) return new Map();
  const result = await db.execute<{ fund_code: string; nav: string; nav_date: string }>(sql`
    select f.code as fund_code, n.nav::text as nav, n.nav_date::text as nav_date
    from unnest(ARRAY[${sql.join(wanted.map((code) => sql`${code}`), sql`, `)}]::text[]) as f(code)
    cross join lateral (
      select nav, nav_date from ${fundNavs} where ${fundNavs.fundCode} = f.code order by ${fundNavs.navDate} desc limit 1
    ) n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { fund_code: string; nav: string; nav_date: string }[];
  return new Map(rows.map((r) => [r.fund_code, { nav: toScaled(r.nav, UNITS), navDate: r.nav_date }]));
}

export async function fundsByCode(db: Db, codes?: string[]): Promise<Map<string, FundRow>> {
  if (codes && codes.length === 0) return new Map();
  const rows = codes ? await db.select().from(funds).where(inArray(funds.code, codes)) : await db.select().from(funds);
  return new Map(rows.map((f) => [f.code, f]));
}

/** The contract's fund_tax_type: null for funds without a tax benefit. */
export function fundTaxType(taxType: string): 'ssf' | 'rmf' | 'tesg' | 'tesgx' | null {
  return taxType === 'ssf' || taxType === 'rmf' || taxType === 'tesg' || taxType === 'tesgx' ? taxType : null;
}
