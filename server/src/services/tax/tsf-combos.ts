import { eq } from 'drizzle-orm';
import { singleFundCodeOf } from '@port/shared/contracts/fund';
import type { Db } from '../../db/client';
import { fundCombos } from '../../db/schema/funds';
import type { ModelAllocation } from '../../db/schema/plans';
import { fundsByCode, fundTaxType } from '../funds/navs';

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
