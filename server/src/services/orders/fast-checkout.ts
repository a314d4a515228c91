import { eq } from 'drizzle-orm';
import type { BatchType } from '@port/shared/contracts/enums';
import type {
  BatchCheckoutBody,
  CheckoutResult,
  PraCheckoutBody,
  ProposalCheckoutBody,
  TsfComboCheckoutBody,
} from '@port/shared/contracts/fast-checkout';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/plans';
import { pra } from '../../db/schema/pra';
import { HttpError } from '../../http/errors';
import { messages, noDeductionMessage } from '../../http/messages';
import { businessNow } from '../../lib/clock';
import { bangkokYear } from '../../lib/dates';
import { MONEY, toScaled } from '../../lib/decimal';
import { batchLines, minBatchAmount } from './batch';
import { assertAtLeast, assertOwnBank, placeCheckout } from './checkout';
import { comboMinAmount } from '../tax/combo-minimum';
import { fundsByCode, fundTaxType } from '../funds/navs';
import type { AuditContext } from './order-events';
import { holdingCondition, investWeights, planHoldings, proposalLines, splitByWeights, type OrderLine } from './order-lines';
import { tsfComboAllocations } from '../tax/tsf-combos';
import { pendingPraOrders } from './pra';
import { loadProposalLimits, rulesAtOrBefore } from './proposal-limits';

/** Who asks: the signed-in customer and the request's audit context. */
export type Caller = { customerId: string; audit: AuditContext };

type CommonBody = {
  plan_id: string;
  idempotency_key: string;
  risk_acknowledged?: boolean | undefined;
  tax_fund_acknowledged?: boolean | undefined;
};

const common = (caller: Caller, body: CommonBody) => ({
  customerId: caller.customerId,
  audit: caller.audit,
  planId: body.plan_id,
  idempotencyKey: body.idempotency_key,
  riskAcknowledged: body.risk_acknowledged === true,
  taxFundAcknowledged: body.tax_fund_acknowledged === true,
});

/** The plan's regular investment, bought now by its set-up amount and bank, at least the plan's minimum. */
export async function checkoutPra(db: Db, caller: Caller, body: PraCheckoutBody): Promise<CheckoutResult> {
  return placeCheckout(db, {
    ...common(caller, body),
    kind: 'pra',
    source: body.source,
    request: { amount: null, bankId: null, comboId: null },
    prepare: async (tx, plan) => {
      const [setup] = await tx.select().from(pra).where(eq(pra.planId, plan.id));
      if (!setup) throw new HttpError(422, 'NO_PRA', 'แผนนี้ยังไม่ได้ตั้งค่าการลงทุนสม่ำเสมอ');
      // One PRA batch at a time (read after the plan row is locked, so two tabs cannot both place one).
      if ((await pendingPraOrders(tx, caller.customerId, plan.id)).length > 0)
        throw new HttpError(409, 'PRA_PENDING', messages.praPending);
      const amount = toScaled(setup.totalAmount, MONEY);
      const held = await planHoldings(tx, plan);
      const limits = await loadProposalLimits(tx, plan, held);
      assertAtLeast(amount, await minBatchAmount(tx, plan, held, limits));
      return { lines: splitByWeights(amount, investWeights(plan, held, limits)), bankId: setup.bankId };
    },
  });
}

/**
 * A tax-saving purchase buys only tax types whose new money is deductible in the Bangkok year of the
 * request (spec §1 tax-saving funds: SSF from 2025 and ThaiESGX new money outside 2025 give none).
 */
function assertDeductibleNow(funds: Iterable<{ code: string; taxType: string }>): void {
  const year = bangkokYear(businessNow());
  const rules = rulesAtOrBefore(year);
  if (!rules) return;
  for (const fund of funds) {
    const taxType = fundTaxType(fund.taxType);
    if (taxType && !rules.rules[taxType].deductible)
      throw new HttpError(422, 'NO_TAX_DEDUCTION', noDeductionMessage(fund.code, year + 543));
  }
}

/** A tax-saving combo split by its weights, at least the combo's minimum, of deductible tax types only. */
export async function checkoutTsfCombo(db: Db, caller: Caller, body: TsfComboCheckoutBody): Promise<CheckoutResult> {
  const amount = toScaled(body.amount, MONEY);
  return placeCheckout(db, {
    ...common(caller, body),
    kind: `tsf-combo:${body.combo_id}`,
    source: 'port-web',
    request: { amount, bankId: body.bank_id, comboId: body.combo_id },
    prepare: async (tx) => {
      await assertOwnBank(tx, caller.customerId, body.bank_id);
      // A stored combo, or one recommended fund at 100 % (issue 10 item 3: tsf-combos.ts).
      const allocations = await tsfComboAllocations(tx, body.combo_id);
      if (!allocations) throw new HttpError(404, 'NOT_FOUND', messages.comboNotFound);
      const funds = await fundsByCode(
        tx,
        allocations.map((a) => a.fund_code),
      );
      assertDeductibleNow(funds.values());
      assertAtLeast(amount, comboMinAmount(allocations, funds));
      return { lines: splitByWeights(amount, allocations), bankId: body.bank_id };
    },
  });
}

/**
 * The plan's proposal order. The orders and the plan update (the proposal has been acted on: it
 * no longer shows until the plan drifts again) are one transaction.
 */
export async function checkoutProposal(db: Db, caller: Caller, body: ProposalCheckoutBody): Promise<CheckoutResult> {
  return placeCheckout(db, {
    ...common(caller, body),
    kind: 'proposal-order',
    source: 'PROPOSAL_ORDER',
    request: { amount: null, bankId: body.bank_id, comboId: null },
    prepare: async (tx, plan) => {
      await assertOwnBank(tx, caller.customerId, body.bank_id);
      const held = await planHoldings(tx, plan);
      const lines = plan.proposalDismissedAt ? [] : proposalLines(plan, held, await loadProposalLimits(tx, plan, held)).lines;
      const alsoWrite = async (w: Db) =>
        void (await w.update(plans).set({ proposalDismissedAt: new Date(), status: 'on_process' }).where(eq(plans.id, plan.id)));
      return { lines, bankId: body.bank_id, alsoWrite };
    },
  });
}

/**
 * initial / topup / rebalance (at least the advertised minimum when it buys), redeem (never more
 * than is sellable: the holdings and pending sells are read after the plan row is locked).
 */
export async function checkoutBatch(
  db: Db,
  caller: Caller,
  batchType: BatchType,
  body: BatchCheckoutBody,
): Promise<CheckoutResult> {
  const amount = toScaled(body.amount, MONEY);
  const whenEmpty = batchType === 'redeem' ? new HttpError(422, 'NOTHING_TO_SELL', messages.nothingToSell) : undefined;
  return placeCheckout(db, {
    ...common(caller, body),
    kind: `batch:${batchType}`,
    source: 'port-web',
    request: { amount, bankId: body.bank_id, comboId: null },
    ...(whenEmpty ? { whenEmpty } : {}),
    prepare: async (tx, plan) => {
      await assertOwnBank(tx, caller.customerId, body.bank_id);
      const held = await planHoldings(tx, plan);
      const limits = await loadProposalLimits(tx, plan, held);
      if (batchType === 'initial' || batchType === 'topup') assertAtLeast(amount, await minBatchAmount(tx, plan, held, limits));
      const lines = await batchLines(batchType, plan, held, body.amount, limits);
      const locked = lines.filter((l) => holdingCondition(l, limits) !== null);
      if (locked.length > 0 && body.tax_holding_acknowledged !== true) {
        const funds = locked.map((l) => l.fundCode).join(', ');
        throw new HttpError(
          422,
          'TAX_HOLDING_ACKNOWLEDGEMENT_REQUIRED',
          `${messages.taxHoldingAcknowledgementRequired} (${funds})`,
        );
      }
      const acknowledgements = (line: OrderLine) => {
        const condition = holdingCondition(line, limits);
        return condition ? { tax_holding_acknowledged: true, sellable_from: condition.sellable_from } : {};
      };
      return { lines, bankId: body.bank_id, acknowledgements };
    },
  });
}
