import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { TaxFundPurchase } from '@port/shared/contracts/tax-saving';
import type { Db } from '../../db/client';
import { holdings } from '../../db/schema/holdings';
import { orders } from '../../db/schema/orders';
import { plans } from '../../db/schema/plans';
import { money, MONEY, toScaled } from '../../lib/decimal';
import { fundsByCode, fundTaxType } from '../funds/navs';

const TAX_TYPES = ['ssf', 'rmf', 'tesg', 'tesgx'];

/**
 * The customer's completed buys of tax-saving funds whose units they still hold in the same plan
 * (issue 10 item 5), oldest first: each purchase keeps its own holding period. Only this
 * customer's orders and plans are read.
 */
export async function taxFundPurchases(db: Db, customerId: string): Promise<TaxFundPurchase[]> {
  const held = await db
    .select({ planId: holdings.planId, fundCode: holdings.fundCode })
    .from(holdings)
    .innerJoin(plans, eq(plans.id, holdings.planId))
    .where(and(eq(plans.customerId, customerId), gt(holdings.units, '0')));
  const heldKeys = new Set(held.map((h) => `${h.planId}:${h.fundCode}`));
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      planId: orders.planId,
      fundCode: orders.fundCode,
      taxType: orders.taxType,
      tradeDate: orders.tradeDate,
      amount: orders.amount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.orderType, 'buy'),
        eq(orders.status, 'completed'),
        inArray(orders.taxType, TAX_TYPES),
      ),
    )
    .orderBy(asc(orders.tradeDate), asc(orders.orderNo));
  const funds = await fundsByCode(db, [...new Set(rows.map((r) => r.fundCode))]);
  return rows.flatMap((r): TaxFundPurchase[] => {
    const type = fundTaxType(r.taxType);
    if (!type || !heldKeys.has(`${r.planId}:${r.fundCode}`)) return [];
    return [
      {
        order_no: r.orderNo,
        fund_shortcode: r.fundCode,
        fund_name_th: funds.get(r.fundCode)?.nameTh ?? r.fundCode,
        fund_tax_type: type,
        trade_date: r.tradeDate,
        amount: money(toScaled(r.amount ?? '0', MONEY)),
      },
    ];
  });
}
