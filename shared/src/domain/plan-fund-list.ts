import type { FundTaxType, PlanType } from '../contracts/enums';
import { TAX_TYPE_LABEL } from './tax-rules';

/**
 * Which funds a plan's own fund list may hold (issue 22 item 3; spec §7 `PATCH asset/list`).
 * One rule for the fund cart on the plan's funds page (which funds it offers, and why not) and for
 * the server (which refuses the rest with 422 and the same sentence):
 * - a plan's risk level is its ceiling (as for every model of `plan-models.ts`): no fund above it;
 * - tax-saving funds (SSF, RMF, ThaiESG, ThaiESGX) live in the tax-saving plan only, where the
 *   deduction and holding rules are checked; other plans hold ordinary funds;
 * - the tax-saving plan's list follows the year's deduction table (server `taxSavingModel`), so
 *   the customer does not edit it.
 * Weights are percent with at most two decimals, summing to exactly 100 (the contract checks it).
 */
export interface PlanForFundList {
  plan_type: PlanType;
  risk_level: number;
}
export interface FundForPlan {
  risk_level: number;
  fund_tax_type: FundTaxType | null;
}

export type FundRefusalCode = 'ABOVE_PLAN_RISK' | 'TAX_FUND_OUTSIDE_TAX_PLAN';
export type FundFit = { ok: true } | { ok: false; code: FundRefusalCode; reason: string };

export const TAX_PLAN_LIST_FIXED_MESSAGE = 'รายการกองทุนของแผนลดหย่อนภาษีเป็นไปตามเกณฑ์ลดหย่อนภาษีของแต่ละปี จึงไม่สามารถแก้ไขเองได้';

/** Whether the customer may edit the plan's fund list at all (the tax-saving plan's list is the tax rules'). */
export const canEditFundList = (plan: Pick<PlanForFundList, 'plan_type'>): boolean => plan.plan_type !== 'tax-saving';

/** Whether a fund may be in the plan's list; when not, the Thai reason a customer reads. */
export function fundFitForPlan(fund: FundForPlan, plan: PlanForFundList): FundFit {
  if (fund.fund_tax_type !== null) {
    return {
      ok: false,
      code: 'TAX_FUND_OUTSIDE_TAX_PLAN',
      reason: `กองทุน ${TAX_TYPE_LABEL[fund.fund_tax_type]} ซื้อได้ในแผนลดหย่อนภาษีเท่านั้น`,
    };
  }
  if (fund.risk_level > plan.risk_level) {
    return {
      ok: false,
      code: 'ABOVE_PLAN_RISK',
      reason: `กองทุนเสี่ยงระดับ ${fund.risk_level} สูงกว่าระดับความเสี่ยงของแผน (ระดับ ${plan.risk_level})`,
    };
  }
  return { ok: true };
}

/** Weights in basis points (1 % = 100), so two-decimal percents add up exactly. */
export const weightBasis = (weight: number): number => Math.round(weight * 100);

/** The total of the weights, in percent, exact to two decimals. */
export const totalWeight = (weights: readonly number[]): number => weights.reduce((sum, w) => sum + weightBasis(w), 0) / 100;

/** A percent with at most two decimals (what the contract accepts). */
export const isTwoDecimalWeight = (weight: number): boolean => Math.abs(weight * 100 - Math.round(weight * 100)) < 1e-6;

/**
 * Which of the plan's own amounts (satang) is below a fund list's minimum (`minimumOfSplit`):
 * the initial amount, else a monthly amount when the plan has one; null when both meet it.
 * The fund cart warns with it before saving and the server refuses with it (422 BELOW_MINIMUM).
 */
export function amountBelowMinimum(
  minimum: bigint,
  initial: bigint,
  monthly: bigint,
): { kind: 'initial' | 'monthly'; amount: bigint } | null {
  if (initial < minimum) return { kind: 'initial', amount: initial };
  if (monthly > 0n && monthly < minimum) return { kind: 'monthly', amount: monthly };
  return null;
}

/** The sentence of a list whose minimum the plan's amount does not meet (amounts already formatted, '5,000.00'). */
export const belowListMinimumText = (minimum: string, kind: 'initial' | 'monthly', amount: string): string =>
  `รายการกองทุนนี้ต้องลงทุนขั้นต่ำ ${minimum} บาท แต่เงินลงทุน${kind === 'initial' ? 'เริ่มต้น' : 'รายเดือน'}ของแผนคือ ${amount} บาท กรุณาเพิ่มสัดส่วนของกองทุนที่มีขั้นต่ำสูง หรือแก้ไขจำนวนเงินของแผน`;
