import { useState } from 'react';
import type { PlanDraft } from '@port/shared/contracts/plan-draft';
import { useDraftStore } from '../model/draft-store';
import { nameError, parseAmount, parseYears, type DraftField, type FieldErrors } from '../model/validate';

type TextField = 'target' | 'timeframe' | 'initial' | 'contribution' | 'planName';
const asText = (v: number | null) => (v === null || v === 0 ? '' : String(v));

/**
 * The form's text for each field, checked as the person types: a valid value goes into the
 * draft store at once (so the projection follows), an invalid one shows its Thai error once
 * the field was left or "next" was pressed.
 */
export function useDraftFields(minInitial: number) {
  const draft = useDraftStore((s) => s.draft);
  const update = useDraftStore((s) => s.update);
  const [text, setText] = useState<Record<TextField, string>>(() => ({
    target: asText(draft.target),
    timeframe: asText(draft.timeframe),
    initial: asText(draft.initial),
    contribution: asText(draft.contribution),
    planName: draft.planName,
  }));
  const [shown, setShown] = useState<Set<DraftField>>(new Set());

  // The initial and the monthly amount have the plan's minimum at its level (issue 17); the target has none.
  const amountRule = (field: TextField) =>
    field === 'initial' ? { min: minInitial } : field === 'contribution' ? { min: minInitial, monthly: true } : {};
  const check = (field: TextField, value: string, d: PlanDraft): string | null => {
    if (field === 'planName') return nameError(value);
    if (field === 'target' && d.skipGoal) return null;
    if (field === 'timeframe') return d.skipTimeframe ? null : toError(parseYears(value));
    if (field === 'contribution' && d.skipContribution) return null;
    return toError(parseAmount(value, amountRule(field)));
  };
  const errors: FieldErrors = {};
  for (const field of Object.keys(text) as TextField[]) {
    const message = check(field, text[field], draft);
    if (message && shown.has(field)) errors[field] = message;
  }

  const change = (field: TextField, value: string) => {
    setText((t) => ({ ...t, [field]: value }));
    if (field === 'planName') return update({ planName: value });
    const parsed = field === 'timeframe' ? parseYears(value) : parseAmount(value, amountRule(field));
    if (typeof parsed === 'number') update({ [field]: parsed });
  };
  /** Shows the errors of these fields; true when none. */
  const reveal = (fields: readonly DraftField[]) => {
    setShown((s) => new Set([...s, ...fields]));
    return fields.every((f) => !(f in text) || check(f as TextField, text[f as TextField], draft) === null);
  };
  return { text, errors, change, reveal, blur: (field: DraftField) => setShown((s) => new Set([...s, field])) };
}

const toError = (parsed: number | string): string | null => (typeof parsed === 'string' ? parsed : null);
