import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneySchema, riskLevelSchema, unitsSchema } from './common';
import { fundTaxTypeSchema, orderTypeSchema } from './enums';

/**
 * Order (spec §3). `source` is the channel or marker that created it ('port-web',
 * 'PROPOSAL_ORDER', 'AA_ENABLED', 'AA_PAUSED'); `state` is machine-readable, `state_text` Thai.
 */
export const orderSchema = z.object({
  order_no: z.string(),
  /**
   * The key the order service cancels by (spec §7 cancel-order body). Not in the §3 list, which
   * is not exhaustive; distinct from order_no. Build the body with `cancelOrderBodyFor(order)`.
   */
  vir_ref_trans_no: z.string(),
  order_type: orderTypeSchema,
  order_date: isoDateTimeSchema,
  fund_shortcode: z.string(),
  source: z.string(),
  xwt_ref_no: z.string().nullable(),
  xwt_fund: z.string().nullable(),
  sw_to_fund: z.string().nullable(),
  sw_to_amount: moneySchema.nullable(),
  sw_to_unit: unitsSchema.nullable(),
  trade_date: isoDateSchema.nullable(),
  amount: moneySchema.nullable(),
  unit: unitsSchema.nullable(),
  net_transaction_amount: moneySchema.nullable(),
  net_transaction_unit: unitsSchema.nullable(),
  expected_day: z.number().int().nullable(),
  expected_date: isoDateSchema.nullable(),
  state: z.string(),
  state_text: z.string(),
  remark: z.string().nullable(),
  error_desc: z.string().nullable(),
  status: z.string(),
  transaction_date: isoDateTimeSchema.nullable(),
  bank_name: z.string().nullable(),
  masked_bank_account_no: z.string().nullable(),
  payment_method: z.string().nullable(),
  /** Thai, by the direction of the money (shared/domain/order-wording.ts): a buy debits, a sell credits, a switch neither. */
  payment_display_text: z.string().nullable(),
  /** Ours (issue 17): the NAV date the order gets (Thai business days, the fund's cut-off); null when unknown. */
  nav_date: isoDateSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /proxy/order/private/api/v1/order/cancel-order body (spec §7). */
export const cancelOrderBodySchema = z.object({
  vir_ref_trans_no: z.string().trim().min(1).max(64),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
export const cancelOrderBodyFor = (order: Pick<Order, 'vir_ref_trans_no'>): CancelOrderBody => ({
  vir_ref_trans_no: order.vir_ref_trans_no,
});
export const cancelOrderResultSchema = z.object({ vir_ref_trans_no: z.string(), cancelled: z.boolean() });
export type CancelOrderResult = z.infer<typeof cancelOrderResultSchema>;

/** The conditions of a tax-saving fund buy (ours; spec §1): its tax year, deduction and holding rule. */
export const taxBuyConditionsSchema = z.object({
  tax_type: fundTaxTypeSchema,
  /** The Bangkok tax year the purchase counts in (its trade date's year). */
  tax_year: z.number().int(),
  /** 'no-table': that year has no rule table yet, so no deduction is promised. */
  deduction: z.enum(['deducts', 'no-deduction', 'no-table']),
  holding_rule: z.string(),
  holding_years: z.number().int(),
  /** False: no rule row covers the year, the longest known period is shown (the safe side). */
  holding_exact: z.boolean(),
  /** The first day it may be sold keeping the benefit (RMF: also not before age 55, `needs_age`). */
  sellable_from: isoDateSchema,
  needs_age: z.boolean(),
});
export type TaxBuyConditions = z.infer<typeof taxBuyConditionsSchema>;

/** One line of a proposal order (GET port-aggregation v2/proposal-order/{planID}). */
export const proposalOrderLineSchema = z.object({
  order_type: orderTypeSchema,
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  sw_to_fund: z.string().nullable(),
  amount: moneySchema.nullable(),
  unit: unitsSchema.nullable(),
  /** Sells: the units at the latest NAV, so the lines add up to the amount (issue 8). */
  estimated_amount: moneySchema.nullable(),
  /** The fund's risk level, shown against the customer's suitability level on the confirm step. */
  risk_level: riskLevelSchema,
  fact_sheet_url: z.string().nullable(),
  /** The fund's daily cut-off in Bangkok, 'HH:MM' (15:30 unless the fund says otherwise). */
  cutoff_time: z.string().regex(/^\d{2}:\d{2}$/),
  /** The dates the line would get if placed now (server's business clock, Thai business days). */
  trade_date: isoDateSchema,
  nav_date: isoDateSchema,
  settlement_date: isoDateSchema,
  /** Why it would not trade today: placed after the cut-off, or on a weekend/holiday; null: today. */
  next_day_reason: z.enum(['after-cutoff', 'non-business-day']).nullable(),
  /**
   * A sell of tax-saving units whose holding conditions may not be met yet (ours; spec §1): selling
   * may cost the tax benefit, so the customer acknowledges it (`tax_holding_acknowledged`). Null otherwise.
   */
  holding_condition: z
    .object({ reason: z.enum(['holding-period', 'rmf-age', 'purchase-unknown']), sellable_from: isoDateSchema.nullable() })
    .nullable()
    .default(null),
  /** The fund's tax-saving type (null: none): a buy of one comes with holding conditions to accept (spec §1). */
  fund_tax_type: fundTaxTypeSchema.nullable().default(null),
  /**
   * A buy of a tax-saving fund: what the tax rulebook (shared/domain/tax-rulebook.ts) says of it if
   * placed now, shown per line above the acknowledgement the checkout then requires (issue 17 item 2).
   */
  tax_conditions: taxBuyConditionsSchema.nullable().default(null),
});
export type ProposalOrderLine = z.infer<typeof proposalOrderLineSchema>;

/**
 * A line the plan's model asks for that the proposal leaves out (ours; spec §1 tax-saving funds):
 * a sell of tax-saving units whose holding conditions may not be met yet (`sellable_from`: the
 * first day the holding period is over; RMF also needs age 55, which we cannot check), or a buy of
 * a tax type whose new money gives no deduction in the Bangkok tax year `tax_year`.
 */
export const heldBackLineSchema = z.object({
  order_type: z.enum(['buy', 'sell']),
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  reason: z.enum(['holding-period', 'rmf-age', 'purchase-unknown', 'no-deduction']),
  sellable_from: isoDateSchema.nullable(),
  fund_tax_type: fundTaxTypeSchema.nullable(),
  tax_year: z.number().int().nullable(),
});
export type HeldBackLine = z.infer<typeof heldBackLineSchema>;

export const proposalOrderSchema = z.object({
  plan_id: idSchema,
  lines: z.array(proposalOrderLineSchema),
  total_buy_amount: moneySchema,
  created_at: isoDateTimeSchema,
  held_back: z.array(heldBackLineSchema).default([]),
});
export type ProposalOrder = z.infer<typeof proposalOrderSchema>;

/** GET port-aggregation v3/batch-order/{batchType}/{planId}?amount=: the preview of a batch. */
export const batchOrderQuerySchema = z.object({
  amount: z.coerce.number().positive().max(100_000_000).optional(),
});
/** What a preview buys, line by line, and the smallest amount it accepts. */
const previewLines = {
  lines: z.array(proposalOrderLineSchema),
  total_amount: moneySchema,
  /** The smallest amount (whole baht) at which every buy line gets at least its fund's minimum subscription. */
  min_amount: moneySchema,
};
export const batchOrderPreviewSchema = z.object({
  plan_id: idSchema,
  ...previewLines,
  /** The fund that sets min_amount: its weight (%) in the split and its own minimum subscription (baht). */
  min_fund: z
    .object({ fund_shortcode: z.string(), fund_name_th: z.string(), weight: z.number(), fund_min_amount: moneySchema })
    .nullable()
    .default(null),
});
export type BatchOrderPreview = z.infer<typeof batchOrderPreviewSchema>;

/**
 * GET port-aggregation v1/tsf-combo/{comboId}/preview?amount= (ours; issue 17 item 5): what a
 * tsf-combo checkout of that amount (default: the combo's minimum) buys, per fund, with each tax
 * fund's conditions; nothing is placed.
 */
export const tsfComboPreviewSchema = z.object({ combo_id: idSchema, ...previewLines });
export type TsfComboPreview = z.infer<typeof tsfComboPreviewSchema>;
