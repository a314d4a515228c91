import type { BatchType } from '@port/shared/contracts/enums';
import type { BatchOrderPreview, ProposalOrder } from '@port/shared/contracts/order';
import type { Db } from '../db/client';
import { money } from '../lib/decimal';
import { batchLines, minBatchAmount } from './batch';
import { buyTotal, describeLines, planHoldings, proposalLines } from './order-lines';
import type { PlanRow } from './plans';

/** What a batch order of that amount (default: the minimum) would place; nothing is placed. */
export async function batchOrderPreview(
  db: Db,
  plan: PlanRow,
  batchType: BatchType,
  amount: number | undefined,
): Promise<BatchOrderPreview> {
  const held = await planHoldings(db, plan);
  const minAmount = await minBatchAmount(db, plan, held);
  const lines = await batchLines(batchType, plan, held, amount ?? money(minAmount));
  return {
    plan_id: String(plan.id),
    lines: await describeLines(db, lines),
    total_amount: money(buyTotal(lines)),
    min_amount: money(minAmount),
  };
}

/** The plan's proposal order (empty once dismissed or acted on); nothing is placed. */
export async function proposalOrderPreview(db: Db, plan: PlanRow): Promise<ProposalOrder> {
  const lines = plan.proposalDismissedAt ? [] : proposalLines(plan, await planHoldings(db, plan));
  return {
    plan_id: String(plan.id),
    lines: await describeLines(db, lines),
    total_buy_amount: money(buyTotal(lines)),
    created_at: new Date().toISOString(),
  };
}
