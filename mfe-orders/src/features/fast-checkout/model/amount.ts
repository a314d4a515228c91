import { MAX_AMOUNT } from '@port/shared/contracts/common';
import { formatMoney } from '@port/shared/format/number';
import { fastCheckoutMessages as t } from '../messages';

export type AmountCheck = { ok: true; value: number } | { ok: false; error: string };

/**
 * The amount field (issue 8 bad input): empty, not a number, zero or negative, over 2 decimals,
 * above the maximum or below the minimum each say why in Thai, and nothing is sent.
 * Thousands separators are allowed ('10,000.50').
 */
export function checkAmount(text: string, { min = 0, max = MAX_AMOUNT }: { min?: number; max?: number } = {}): AmountCheck {
  const raw = text.trim().replaceAll(',', '');
  if (raw === '') return { ok: false, error: t.amountErrors.empty };
  if (!/^-?\d*(\.\d*)?$/.test(raw) || raw === '.' || raw === '-') return { ok: false, error: t.amountErrors.notNumber };
  const value = Number(raw);
  if (!Number.isFinite(value)) return { ok: false, error: t.amountErrors.notNumber };
  if (value <= 0) return { ok: false, error: t.amountErrors.notPositive };
  if ((raw.split('.')[1] ?? '').length > 2) return { ok: false, error: t.amountErrors.decimals };
  if (value > max) return { ok: false, error: t.amountErrors.aboveMax(formatMoney(max)) };
  if (value < min) return { ok: false, error: t.amountErrors.belowMin(formatMoney(min)) };
  return { ok: true, value };
}
