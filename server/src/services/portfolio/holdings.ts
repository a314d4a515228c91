import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdings } from '../../db/schema/holdings';
import { orders } from '../../db/schema/orders';
import { marketValue, money, MONEY, percent, sum, toScaled, UNITS } from '../../lib/decimal';
import type { AssetSummary } from '@port/shared/contracts/asset-summary';
import { fundsByCode, latestNavs, type FundRow } from '../funds/navs';

/** One holding valued at the latest NAV; all money in satang, units/NAV in 1e-4. */
export type ValuedHolding = {
  planId: number;
  fund: FundRow;
  units: bigint;
  nav: bigint;
  navDate: string;
  aum: bigint;
  cost: bigint;
  realized: bigint;
  realizedTrading: bigint;
  dividend: bigint;
  /** Pending buy money not yet invested: not in units, aum or cost until the order is allotted (spec §3). */
  pending: bigint;
  /** Units already queued in pending sell orders: not yet gone, but no longer sellable. */
  pendingSellUnits: bigint;
};

/** Units a new sell order may still take: held units minus pending sells, never below zero. */
export const sellableUnits = (h: ValuedHolding): bigint => (h.units > h.pendingSellUnits ? h.units - h.pendingSellUnits : 0n);

/**
 * Holdings of plans valued at the latest NAV (spec §3: outstandings are what is held; pending orders
 * are trading.pending_orders). A pending buy is not a holding: it adds nothing to units, aum or
 * cost (only `pending` of a fund already held) until it is allotted; pending sells are carried as
 * units so new sells are netted against them.
 */
export async function valuedHoldings(db: Db, planIds: number[]): Promise<ValuedHolding[]> {
  if (planIds.length === 0) return [];
  const [rows, pendingRows] = await Promise.all([
    db.select().from(holdings).where(inArray(holdings.planId, planIds)),
    db
      .select({
        planId: orders.planId,
        fundCode: orders.fundCode,
        orderType: orders.orderType,
        amount: orders.amount,
        unit: orders.unit,
      })
      .from(orders)
      .where(and(inArray(orders.planId, planIds), eq(orders.status, 'pending'), inArray(orders.orderType, ['buy', 'sell']))),
  ]);
  const codes = [...new Set([...rows.map((r) => r.fundCode), ...pendingRows.map((r) => r.fundCode)])];
  const [navs, fundMap] = await Promise.all([latestNavs(db, codes), fundsByCode(db, codes)]);
  const byKey = new Map<string, ValuedHolding>();
  const entry = (planId: number, code: string): ValuedHolding | undefined => {
    const key = `${planId}|${code}`;
    const fund = fundMap.get(code);
    const nav = navs.get(code);
    if (!fund || !nav) return undefined;
    let found = byKey.get(key);
    if (!found) {
      found = {
        planId,
        fund,
        units: 0n,
        nav: nav.nav,
        navDate: nav.navDate,
        aum: 0n,
        cost: 0n,
        realized: 0n,
        realizedTrading: 0n,
        dividend: 0n,
        pending: 0n,
        pendingSellUnits: 0n,
      };
      byKey.set(key, found);
    }
    return found;
  };
  for (const row of rows) {
    const h = entry(row.planId, row.fundCode);
    if (!h) continue;
    h.units = toScaled(row.units, UNITS);
    h.aum += marketValue(h.units, h.nav);
    h.cost += toScaled(row.cost, MONEY);
    h.realized = toScaled(row.realizedPl, MONEY);
    h.realizedTrading = toScaled(row.realizedTradingPl, MONEY);
    h.dividend = toScaled(row.dividend, MONEY);
  }
  for (const row of pendingRows) {
    // Only funds held: a pending buy of a new fund is no outstanding yet.
    const h = byKey.get(`${row.planId}|${row.fundCode}`);
    if (!h) continue;
    if (row.orderType === 'sell') {
      if (row.unit) h.pendingSellUnits += toScaled(row.unit, UNITS);
      continue;
    }
    if (!row.amount) continue;
    h.pending += toScaled(row.amount, MONEY);
  }
  return [...byKey.values()];
}

export function assetSummary(values: ValuedHolding[]): AssetSummary {
  const aum = sum(values.map((v) => v.aum));
  const cost = sum(values.map((v) => v.cost));
  const unrealized = aum - cost;
  const realized = sum(values.map((v) => v.realized));
  const realizedTrading = sum(values.map((v) => v.realizedTrading));
  const dividend = sum(values.map((v) => v.dividend));
  return {
    aum: money(aum),
    cost: money(cost),
    total_pl: money(unrealized + realized + dividend),
    total_percentage: percent(unrealized + realized + dividend, cost),
    nav_date: values.reduce<string | null>((latest, v) => (latest === null || v.navDate > latest ? v.navDate : latest), null),
    unrealized_pl: money(unrealized),
    unrealized_percentage: percent(unrealized, cost),
    realized_pl: money(realized),
    realized_trading_pl: money(realizedTrading),
    dividend: money(dividend),
  };
}
