import type { ModelAllocation } from '../db/schema/plans';
import { MONEY, mulDiv, toScaled } from '../lib/decimal';
import type { FundRow } from './navs';

/**
 * The smallest amount of a tax-saving combo (satang) that gives every fund of the combo at
 * least its own minimum subscription; weights are whole percents. Advertised by the fund
 * recommendation (spec §6) and enforced by the tsf-combo checkout (spec §7).
 */
export function comboMinAmount(allocations: ModelAllocation[], funds: Map<string, FundRow>): bigint {
  return allocations.reduce((max, a) => {
    const need = mulDiv(
      toScaled(funds.get(a.fund_code)?.minInvest ?? '0', MONEY),
      100n,
      BigInt(Math.max(1, Math.round(a.weight))),
    );
    return need > max ? need : max;
  }, 0n);
}
