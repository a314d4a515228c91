import { eq } from 'drizzle-orm';
import { singleFundCodeOf } from '@port/shared/contracts/fund';
import type { Db } from '../../db/client';
import { fundCombos } from '../../db/schema/funds';
import type { ModelAllocation } from '../../db/schema/plans';
import { fundsByCode, fundTaxType } from '../funds/navs';
import type { TsfComboPreview } from '@port/shared/contracts/order';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { money, MONEY, toScaled } from '../../lib/decimal';
import { comboMinAmount } from './combo-minimum';
import { buyTotal, describeLines, splitByWeights } from '../orders/order-lines';

/**
 * What a tsf-combo checkout buys (spec §7): a stored combo's allocations, or, for a single
 * recommended fund (`singleFundComboId`, issue 10 item 3), that tax-saving fund at 100 %.
 * Null when there is no such combo, no such fund, or the fund is not a tax-saving fund.
 */
export async function tsfComboAllocations(db: Db, comboId: string): Promise<ModelAllocation[] | null> {
  const [combo] = await db.select().from(fundCombos).where(eq(fundCombos.id, comboId));
  if (combo) return combo.allocations;
  const code = singleFundCodeOf(comboId);
  if (code === null) return null;
  const fund = (await fundsByCode(db, [code])).get(code);
  return fund && fundTaxType(fund.taxType) ? [{ fund_code: fund.code, weight: 100 }] : null;
}

/** What a tsf-combo checkout of `amount` (default: the combo's minimum) buys, per fund (issue 17 item 5). */
export async function tsfComboPreview(db: Db, comboId: string, amount: number | undefined): Promise<TsfComboPreview> {
  const allocations = await tsfComboAllocations(db, comboId);
  if (!allocations) throw new HttpError(404, 'NOT_FOUND', messages.comboNotFound);
  const funds = await fundsByCode(
    db,
    allocations.map((a) => a.fund_code),
  );
  const minimum = comboMinAmount(allocations, funds);
  const lines = splitByWeights(amount === undefined ? minimum : toScaled(amount, MONEY), allocations);
  return {
    combo_id: comboId,
    lines: await describeLines(db, lines),
    total_amount: money(buyTotal(lines)),
    min_amount: money(minimum),
  };
}
