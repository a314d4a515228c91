import { nextDcaDebitDate } from '@port/shared/domain/dca';
import { formatSatang, parseAmount, satangFromNumber } from '@port/shared/domain/satang';
import { DCA_MESSAGES as M } from '../messages';

const AMOUNT_ERRORS = {
  required: 'กรุณาระบุจำนวนเงิน',
  format: 'กรุณาระบุจำนวนเงินเป็นตัวเลข',
  decimals: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  negative: 'จำนวนเงินต้องไม่ติดลบ',
  zero: 'จำนวนเงินต้องมากกว่า 0',
  tooLarge: 'จำนวนเงินต้องไม่เกิน 1,000,000,000 บาท',
} as const;

/**
 * The typed monthly amount checked by the rulebook's minimum (the server's min_amount, which the
 * server enforces too): satang when it may be sent, else the Thai reason.
 */
export function checkDcaAmount(text: string, minAmount: number): { satang: bigint } | { error: string } {
  const parsed = parseAmount(text, { allowZero: false });
  if (!parsed.ok) return { error: AMOUNT_ERRORS[parsed.error] };
  const min = satangFromNumber(minAmount);
  if (parsed.satang < min) return { error: M.belowMin(formatSatang(min)) };
  return { satang: parsed.satang };
}

/** The first debit for a day of month from `today` (Bangkok), and whether a holiday or weekend moved it. */
export function firstDebit(dayOfMonth: number, today: string): { date: string; moved: boolean } {
  const date = nextDcaDebitDate(dayOfMonth, today);
  return { date, moved: Number(date.slice(8, 10)) !== dayOfMonth };
}

/** The amount the form starts with: the plan's monthly amount, or the minimum when the plan has none. */
export const initialAmount = (monthly: number, minAmount: number): string =>
  formatSatang(satangFromNumber(monthly > 0 ? Math.max(monthly, minAmount) : minAmount));
