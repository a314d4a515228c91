import { MAX_AMOUNT } from '@port/shared/contracts/common';
import { PLAN_NAME_MAX, planNameProblem } from '@port/shared/domain/free-text';
import type { PlanDraft } from '@port/shared/contracts/plan-draft';
import { formatMoney } from '@port/shared/format/number';
import { planCreateMessages as t } from '../messages';

export type DraftField = 'target' | 'timeframe' | 'initial' | 'contribution' | 'displayRiskLevel' | 'planName';
export type FieldErrors = Partial<Record<DraftField, string>>;
export { PLAN_NAME_MAX };

/**
 * Text typed into an amount field → a number, or a Thai error (positive, ≤ 2 decimals, ≤ the maximum,
 * ≥ the plan's minimum for the initial or monthly amount).
 */
export function parseAmount(
  text: string,
  { min = 0, monthly = false }: { min?: number; monthly?: boolean } = {},
): number | string {
  const clean = text.replaceAll(',', '').trim();
  if (clean === '') return t.errors.required;
  if (!/^\d+(\.\d+)?$/.test(clean)) return t.errors.number;
  if (/\.\d{3,}$/.test(clean)) return t.errors.decimals;
  const value = Number(clean);
  if (value <= 0) return t.errors.positive;
  if (value > MAX_AMOUNT) return t.errors.max;
  if (value < min) return monthly ? t.errors.belowMonthlyMin(formatMoney(min)) : t.errors.belowMin(formatMoney(min));
  return value;
}

/** Whole years 1–60, or a Thai error. */
export function parseYears(text: string): number | string {
  const clean = text.trim();
  if (clean === '') return t.errors.required;
  if (!/^\d+$/.test(clean)) return t.errors.years;
  const value = Number(clean);
  return value >= 1 && value <= 60 ? value : t.errors.years;
}

/** The shared plan-name rule (1–50 characters after trimming, nothing hidden), in this form's words. */
export function nameError(name: string): string | null {
  const problem = planNameProblem(name);
  if (problem === 'empty') return t.errors.nameEmpty;
  if (problem === 'long') return t.errors.nameLong;
  if (problem === 'hidden') return t.errors.nameHidden;
  return null;
}

/**
 * Every rule of the whole draft (the review checks this before anything is sent). `minInitial` is
 * the plan's minimum at the draft's level (the server's figure from shared/domain/plan-minimum); a
 * monthly amount, when there is one, has the same minimum.
 */
export function draftErrors(draft: PlanDraft, minInitial: number): FieldErrors {
  const errors: FieldErrors = {};
  const amount = (field: DraftField, value: number | null, min?: number) => {
    const result = parseAmount(value === null ? '' : String(value), {
      ...(min === undefined ? {} : { min }),
      monthly: field === 'contribution',
    });
    if (typeof result === 'string') errors[field] = result;
  };
  if (!draft.skipGoal) amount('target', draft.target);
  if (!draft.skipTimeframe) {
    const years = parseYears(draft.timeframe === null ? '' : String(draft.timeframe));
    if (typeof years === 'string') errors.timeframe = years;
  }
  amount('initial', draft.initial, minInitial);
  if (!draft.skipContribution) amount('contribution', draft.contribution, minInitial);
  if (draft.displayRiskLevel === null) errors.displayRiskLevel = t.errors.required;
  const name = nameError(draft.planName);
  if (name) errors.planName = name;
  return errors;
}

/** The fields of each step, for "next" to check only what the step shows. */
export const STEP_FIELDS: readonly DraftField[][] = [
  ['target', 'timeframe'],
  ['initial', 'contribution'],
  ['displayRiskLevel'],
  ['planName'],
];

/** The plan's minimum at a risk level, as the server states it (min_initial_by_level, issue 17). */
export const minimumAtLevel = (card: { min_initial: number; min_initial_by_level: readonly number[] }, level: number | null) =>
  level === null ? card.min_initial : (card.min_initial_by_level[level - 1] ?? card.min_initial);
