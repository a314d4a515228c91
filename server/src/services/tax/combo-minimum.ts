import type { ModelAllocation } from '../../db/schema/plans';
import { MONEY, toScaled } from '../../lib/decimal';
import { minimumOfSplit } from '@port/shared/domain/plan-minimum';
import type { FundRow } from '../funds/navs';

/**
 * The smallest amount of a tax-saving combo (satang) that a customer can buy: the same rule as a
 * plan's minimum (shared/domain/plan-minimum `minimumOfSplit`): the smallest whole-baht amount whose split gives every
 * fund at least its own minimum subscription. Advertised by the fund recommendation (spec §6) and
 * enforced by the tsf-combo checkout (spec §7).
 */
export function comboMinAmount(allocations: ModelAllocation[], funds: Map<string, FundRow>): bigint {
  const mins = new Map(allocations.map((a) => [a.fund_code, toScaled(funds.get(a.fund_code)?.minInvest ?? '0', MONEY)]));
  return minimumOfSplit(allocations, mins).amount;
}
