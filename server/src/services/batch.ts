import type { BatchType } from '@port/shared/contracts/enums';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { mulDiv, MONEY, toScaled } from '../lib/decimal';
import type { ValuedHolding } from './holdings';
import { fundsByCode } from './navs';
import { investWeights, proposalLines, redeemLines, splitByWeights, type OrderLine } from './order-lines';
import type { PlanRow } from './plans';

/**
 * Orders of a batch: initial/topup buy by the plan's weights, rebalance follows the proposal,
 * redeem sells across holdings (batch type names are ours, spec §7 does not show them).
 */
export async function batchLines(
  batchType: BatchType,
  plan: PlanRow,
  held: ValuedHolding[],
  amount: number,
): Promise<OrderLine[]> {
  const scaled = toScaled(amount, MONEY);
  switch (batchType) {
    case 'initial':
    case 'topup': {
      const weights = investWeights(plan, held);
      if (weights.length === 0) throw new HttpError(422, 'NO_ALLOCATION', 'แผนนี้ยังไม่มีสัดส่วนการลงทุน');
      return splitByWeights(scaled, weights);
    }
    case 'rebalance':
      return proposalLines(plan, held);
    case 'redeem':
      return redeemLines(scaled, held);
  }
}

/** The smallest batch amount that gives every fund at least its minimum subscription. */
export async function minBatchAmount(db: Db, plan: PlanRow, held: ValuedHolding[]): Promise<bigint> {
  const weights = investWeights(plan, held);
  const funds = await fundsByCode(
    db,
    weights.map((w) => w.fund_code),
  );
  let min = 0n;
  for (const w of weights) {
    const fundMin = toScaled(funds.get(w.fund_code)?.minInvest ?? '0', MONEY);
    const basis = BigInt(Math.max(1, Math.round(w.weight * 100)));
    const needed = mulDiv(fundMin, 10_000n, basis);
    if (needed > min) min = needed;
  }
  return min;
}
