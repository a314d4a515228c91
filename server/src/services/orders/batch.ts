import type { BatchType } from '@port/shared/contracts/enums';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { MONEY, toScaled } from '../../lib/decimal';
import type { ValuedHolding } from '../portfolio/holdings';
import { fundsByCode } from '../funds/navs';
import { investWeights, proposalLines, redeemLines, splitByWeights, type OrderLine } from './order-lines';
import type { PlanRow } from '../plans/plans';
import { NO_LIMITS, type ProposalLimits } from './proposal-limits';
import type { ModelAllocation } from '../../db/schema/plans';

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

/** The fund whose minimum sets a plan's minimum: its code, weight (percent) and minimum subscription (satang). */
export type MinimumBinding = { fundCode: string; weight: number; fundMin: bigint };

const BAHT = 100n;

/**
 * The smallest whole-baht amount at which every line of the split (splitByWeights, with its
 * rounding) gets at least its fund's minimum subscription, and the fund that sets it.
 */
export function minimumOfSplit(
  weights: ModelAllocation[],
  fundMins: Map<string, bigint>,
): { amount: bigint; binding: MinimumBinding | null } {
  const totalWeight = weights.reduce((s, w) => s + w.weight, 0);
  if (totalWeight <= 0) return { amount: 0n, binding: null };
  const totalBasis = BigInt(Math.round(totalWeight * 100));
  let binding: MinimumBinding | null = null;
  let amount = 0n;
  for (const w of weights) {
    const fundMin = fundMins.get(w.fund_code) ?? 0n;
    const basis = BigInt(Math.max(1, Math.round(w.weight * 100)));
    const needed = (fundMin * totalBasis + basis - 1n) / basis;
    if (needed > amount) {
      amount = needed;
      binding = { fundCode: w.fund_code, weight: w.weight, fundMin };
    }
  }
  if (amount === 0n) return { amount, binding: null };
  amount = ((amount + BAHT - 1n) / BAHT) * BAHT;
  const meets = (a: bigint) => {
    const lines = splitByWeights(a, weights);
    return lines.length === weights.length && lines.every((l) => (l.amount ?? 0n) >= (fundMins.get(l.fundCode) ?? 0n));
  };
  // The split rounds each line; a baht more at a time settles it (at most a few steps).
  for (let i = 0; i < 100 && !meets(amount); i++) amount += BAHT;
  return { amount, binding };
}

/** The smallest batch amount that gives every fund at least its minimum subscription. */
export async function minBatchAmount(db: Db, plan: PlanRow, held: ValuedHolding[], limits: ProposalLimits = NO_LIMITS) {
  return (await batchMinimum(db, plan, held, limits)).amount;
}

export async function batchMinimum(db: Db, plan: PlanRow, held: ValuedHolding[], limits: ProposalLimits = NO_LIMITS) {
  const weights = investWeights(plan, held, limits);
  const funds = await fundsByCode(
    db,
    weights.map((w) => w.fund_code),
  );
  const mins = new Map([...funds].map(([code, f]) => [code, toScaled(f.minInvest, MONEY)]));
  return minimumOfSplit(weights, mins);
}
