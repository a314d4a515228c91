import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundNavs, funds } from '../../db/schema/funds';
import { toScaled, UNITS } from '../../lib/decimal';

export type FundRow = typeof funds.$inferSelect;
export type LatestNav = { nav: bigint; navDate: string };
type Catalogue = { at: number; funds: Map<string, FundRow>; navs: Map<string, LatestNav> };

/**
 * Fund reference data changes once a day (NAVs are published daily), yet every portfolio read
 * needs it: it is cached per database for a short time. A cache only, never state another
 * server instance would need (ARCHITECTURE scale-out).
 */
export const CATALOGUE_TTL_MS = 30_000;
const cache = new WeakMap<Db, Promise<Catalogue>>();

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const fundRows = await db.select().from(funds);
  const navs = new Map<string, LatestNav>();
  if (fundRows.length > 0) {
    // One backward index probe per fund on (fund_code, nav_date) through a LATERAL join.
    const result = await db.execute<{ fund_code: string; nav: string; nav_date: string }>(sql`
      select f.code as fund_code, n.nav::text as nav, n.nav_date::text as nav_date
      from unnest(ARRAY[${sql.join(
        fundRows.map((f) => sql`${f.code}`),
        sql`, `,
      )}]::text[]) as f(code)
      cross join lateral (
        select nav, nav_date from ${fundNavs} where ${fundNavs.fundCode} = f.code order by ${fundNavs.navDate} desc limit 1
      ) n`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      fund_code: string;
      nav: string;
      nav_date: string;
    }[];
    for (const r of rows) navs.set(r.fund_code, { nav: toScaled(r.nav, UNITS), navDate: r.nav_date });
  }
  return { at: Date.now(), funds: new Map(fundRows.map((f) => [f.code, f])), navs };
}

async function catalogue(db: Db): Promise<Catalogue> {
  const cached = cache.get(db);
  if (cached) {
    const value = await cached.catch(() => undefined);
    if (value && Date.now() - value.at < CATALOGUE_TTL_MS && value.funds.size > 0) return value;
  }
  const fresh = loadCatalogue(db);
  cache.set(db, fresh);
  fresh.catch(() => cache.delete(db));
  return fresh;
}

const generations = new WeakMap<Db, number>();

/** How many times this process dropped the catalogue of this database: part of cache keys of data valued with NAVs. */
export function catalogueGeneration(db: Db): number {
  return generations.get(db) ?? 0;
}

/** Drops the cached catalogue (after seeding or NAV publication in this process). */
export function invalidateCatalogue(db: Db): void {
  cache.delete(db);
  generations.set(db, catalogueGeneration(db) + 1);
}

const pick = <T>(map: Map<string, T>, codes?: string[]): Map<string, T> =>
  codes ? new Map(codes.flatMap((code) => (map.has(code) ? [[code, map.get(code)!] as [string, T]] : []))) : new Map(map);

/** The latest published NAV per fund. */
export async function latestNavs(db: Db, codes?: string[]): Promise<Map<string, LatestNav>> {
  return pick((await catalogue(db)).navs, codes);
}

export async function fundsByCode(db: Db, codes?: string[]): Promise<Map<string, FundRow>> {
  return pick((await catalogue(db)).funds, codes);
}

/** The contract's fund_tax_type: null for funds without a tax benefit. */
export function fundTaxType(taxType: string): 'ssf' | 'rmf' | 'tesg' | 'tesgx' | null {
  return taxType === 'ssf' || taxType === 'rmf' || taxType === 'tesg' || taxType === 'tesgx' ? taxType : null;
}
