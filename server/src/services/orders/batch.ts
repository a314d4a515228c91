import type { BatchType } from '@port/shared/contracts/enums';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { MONEY, toScaled } from '../../lib/decimal';
import type { ValuedHolding } from '../portfolio/holdings';
import { minimumOf } from '../plans/plan-minimums';
import { investWeights, proposalLines, redeemLines, splitByWeights, type OrderLine } from './order-lines';
import type { PlanRow } from '../plans/plans';
import { NO_LIMITS, type ProposalLimits } from './proposal-limits';

/**
 * Orders of a batch: initial/topup buy by the plan's weights, rebalance follows the proposal,
 * redeem sells across holdings (batch type names are ours, spec §7 does not show them).
 */
export async function batchLines(
  batchType: BatchType,
  plan: PlanRow,
  held: ValuedHolding[],
  amount: number,
  limits: ProposalLimits = NO_LIMITS,
): Promise<OrderLine[]> {
  const scaled = toScaled(amount, MONEY);
  switch (batchType) {
    case 'initial':
    case 'topup': {
      const weights = investWeights(plan, held, limits);
      if (weights.length === 0) throw new HttpError(422, 'NO_ALLOCATION', 'แผนนี้ยังไม่มีสัดส่วนการลงทุน');
      return splitByWeights(scaled, weights);
    }
    case 'rebalance':
      return proposalLines(plan, held, limits).lines;
    case 'redeem':
      return redeemLines(scaled, held);
  }
}

export type { MinimumBinding } from '@port/shared/domain/plan-minimum';

/** The smallest batch amount that gives every fund at least its minimum subscription. */
export async function minBatchAmount(db: Db, plan: PlanRow, held: ValuedHolding[], limits: ProposalLimits = NO_LIMITS) {
  return (await batchMinimum(db, plan, held, limits)).amount;
}

export async function batchMinimum(db: Db, plan: PlanRow, held: ValuedHolding[], limits: ProposalLimits = NO_LIMITS) {
  return minimumOf(db, investWeights(plan, held, limits));
}
