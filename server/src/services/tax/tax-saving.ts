import { and, eq, ne } from 'drizzle-orm';
import type { TaxSavingFund, TaxSavingYear } from '@port/shared/contracts/tax-saving';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { bangkokYear } from '../../lib/dates';
import { money, MONEY, toScaled } from '../../lib/decimal';
import { businessNow } from '../../lib/clock';

const TAX_TYPES = ['ssf', 'rmf', 'tesg', 'tesgx'] as const;

/**
 * Tax-saving totals per year (spec §3): buy orders in tax-saving funds that were not cancelled,
 * summed by Bangkok calendar year; the current and previous year are always present (zero).
 */
export async function taxSavingTotals(db: Db, customerId: string, now = businessNow()): Promise<TaxSavingFund> {
  const rows = await db
    .select({ taxType: orders.taxType, amount: orders.amount, orderDate: orders.orderDate })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderType, 'buy'), ne(orders.status, 'cancelled')));
  const current = bangkokYear(now);
  const years = new Map<number, Record<(typeof TAX_TYPES)[number], bigint>>();
  const yearOf = (year: number) => {
    let entry = years.get(year);
    if (!entry) {
      entry = { ssf: 0n, rmf: 0n, tesg: 0n, tesgx: 0n };
      years.set(year, entry);
    }
    return entry;
  };
  yearOf(current);
  yearOf(current - 1);
  for (const row of rows) {
    const type = TAX_TYPES.find((t) => t === row.taxType);
    if (!type || !row.amount) continue;
    yearOf(bangkokYear(row.orderDate))[type] += toScaled(row.amount, MONEY);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, cost]): TaxSavingYear => ({
      year,
      cost: { ssf: money(cost.ssf), rmf: money(cost.rmf), tesg: money(cost.tesg), tesgx: money(cost.tesgx) },
    }));
}
