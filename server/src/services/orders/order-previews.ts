import type { BatchType } from '@port/shared/contracts/enums';
import type { BatchOrderPreview, HeldBackLine, ProposalOrder } from '@port/shared/contracts/order';
import type { Db } from '../../db/client';
import { money } from '../../lib/decimal';
import { batchLines, batchMinimum } from './batch';
import { fundsByCode } from '../funds/navs';
import { buyTotal, describeLines, planHoldings, proposalLines } from './order-lines';
import type { PlanRow } from '../plans/plans';
import { loadProposalLimits, type HeldBack } from './proposal-limits';

/** What a batch order of that amount (default: the minimum) would place; nothing is placed. */
export async function batchOrderPreview(
  db: Db,
  plan: PlanRow,
  batchType: BatchType,
  amount: number | undefined,
): Promise<BatchOrderPreview> {
  const held = await planHoldings(db, plan);
  const limits = await loadProposalLimits(db, plan, held);
  const minimum = await batchMinimum(db, plan, held, limits);
  const lines = await batchLines(batchType, plan, held, amount ?? money(minimum.amount), limits);
  const binding = minimum.binding;
  const bindingFund = binding ? (await fundsByCode(db, [binding.fundCode])).get(binding.fundCode) : undefined;
  return {
    plan_id: String(plan.id),
    lines: await describeLines(db, lines, limits),
    total_amount: money(buyTotal(lines)),
    min_amount: money(minimum.amount),
    min_fund: binding
      ? {
          fund_shortcode: binding.fundCode,
          fund_name_th: bindingFund?.nameTh ?? binding.fundCode,
          weight: binding.weight,
          fund_min_amount: money(binding.fundMin),
        }
      : null,
  };
}

async function describeHeldBack(db: Db, heldBack: HeldBack[]): Promise<HeldBackLine[]> {
  const funds = await fundsByCode(
    db,
    heldBack.map((h) => h.fundCode),
  );
  return heldBack.map((h) => ({
    order_type: h.orderType,
    fund_shortcode: h.fundCode,
    fund_name_th: funds.get(h.fundCode)?.nameTh ?? h.fundCode,
    reason: h.reason,
    sellable_from: 'sellableFrom' in h ? h.sellableFrom : null,
    fund_tax_type: h.reason === 'no-deduction' ? h.taxType : null,
    tax_year: h.reason === 'no-deduction' ? h.year : null,
  }));
}

/** The plan's proposal order (empty once dismissed or acted on); nothing is placed. */
export async function proposalOrderPreview(db: Db, plan: PlanRow): Promise<ProposalOrder> {
  const held = await planHoldings(db, plan);
  const proposal = plan.proposalDismissedAt
    ? { lines: [], heldBack: [] }
    : proposalLines(plan, held, await loadProposalLimits(db, plan, held));
  return {
    plan_id: String(plan.id),
    lines: await describeLines(db, proposal.lines),
    total_buy_amount: money(buyTotal(proposal.lines)),
    created_at: new Date().toISOString(),
    held_back: await describeHeldBack(db, proposal.heldBack),
  };
}
