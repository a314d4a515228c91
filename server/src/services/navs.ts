import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fundNavs, funds } from '../db/schema/funds';
import { toScaled, UNITS } from '../lib/decimal';

export type FundRow = typeof funds.$inferSelect;
export type LatestNav = { nav: bigint; navDate: string };

/** The latest published NAV per fund (one index scan per fund through DISTINCT ON). */
export async function latestNavs(db: Db, codes?: string[]): Promise<Map<string, LatestNav>> {
  if (codes && codes.length === 0) return new Map();
  const query = db
    .selectDistinctOn([fundNavs.fundCode], { fundCode: fundNavs.fundCode, nav: fundNavs.nav, navDate: fundNavs.navDate })
    .from(fundNavs)
    .$dynamic();
  const rows = await (codes ? query.where(inArray(fundNavs.fundCode, codes)) : query).orderBy(fundNavs.fundCode, desc(fundNavs.navDate));
  return new Map(rows.map((r) => [r.fundCode, { nav: toScaled(r.nav, UNITS), navDate: r.navDate }]));
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
