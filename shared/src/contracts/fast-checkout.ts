import { z } from 'zod';
import { amountInputSchema, idSchema, idempotencyKeySchema, moneySchema, sourceSchema } from './common';
import { orderSchema } from './order';

/**
 * Fast-checkout bodies (spec §7). Every body carries an idempotency_key (a uuid made by the
 * client per checkout attempt) so a retried POST never places the orders twice.
 */
/**
 * The customer read and accepted that a fund is riskier than their suitability level (issue 8);
 * without it the server refuses such a buy with 422 RISK_ACKNOWLEDGEMENT_REQUIRED. Recorded with
 * the order and its audit event.
 */
const riskAcknowledged = z.boolean().optional();
/**
 * Buys of tax-saving funds (SSF/RMF/ThaiESG/ThaiESGX): the customer read and accepted their holding
 * conditions (spec §1; issue 17 item 2). Every checkout path refuses such a buy without it: 422
 * TAX_FUND_ACKNOWLEDGEMENT_REQUIRED. Recorded with each line's 'placed' audit event.
 */
const taxFundAcknowledged = z.boolean().optional();
/** What every attempt carries: its idempotency key and acknowledgements (risk, tax-fund holding). */
const attempt = {
  idempotency_key: idempotencyKeySchema,
  risk_acknowledged: riskAcknowledged,
  tax_fund_acknowledged: taxFundAcknowledged,
};

/** A checkout body: the plan, the call's own fields, then what every attempt carries (fields in that order). */
const checkoutBody = <Fields extends z.ZodRawShape>(fields: Fields) => z.object({ plan_id: idSchema, ...fields, ...attempt });

export const praCheckoutBodySchema = checkoutBody({ source: sourceSchema });
export type PraCheckoutBody = z.infer<typeof praCheckoutBodySchema>;

export const tsfComboCheckoutBodySchema = checkoutBody({ combo_id: idSchema, amount: amountInputSchema, bank_id: idSchema });
export type TsfComboCheckoutBody = z.infer<typeof tsfComboCheckoutBodySchema>;

export const batchCheckoutBodySchema = checkoutBody({ amount: amountInputSchema, bank_id: idSchema }).extend({
  /**
   * A redeem that sells tax-saving units inside their holding conditions (the preview line's
   * holding_condition): the customer accepted that the tax benefit may be lost; without it 422
   * TAX_HOLDING_ACKNOWLEDGEMENT_REQUIRED. Recorded with the audit event.
   */
  tax_holding_acknowledged: z.boolean().optional(),
});
export type BatchCheckoutBody = z.infer<typeof batchCheckoutBodySchema>;

export const proposalCheckoutBodySchema = checkoutBody({ bank_id: idSchema });
export type ProposalCheckoutBody = z.infer<typeof proposalCheckoutBodySchema>;

/** Result of any fast checkout: the orders placed (pending). */
export const checkoutResultSchema = z.object({
  checkout_id: idSchema,
  plan_id: idSchema,
  orders: z.array(orderSchema),
  total_amount: moneySchema,
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Result of DELETE port private/api/v1/proposal-order/{planId}: the proposal is dismissed. */
export const proposalDismissedSchema = z.object({ plan_id: idSchema, deleted: z.literal(true) });
export type ProposalDismissed = z.infer<typeof proposalDismissedSchema>;
