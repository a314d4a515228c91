import { groupThousands } from '../format/decimal-text';

/**
 * Money in the calculator is integer satang (bigint): no float ever touches an amount.
 * Inputs are Thai-typed text ('1,250,000.50'); API amounts are JSON numbers with ≤ 2 decimals.
 */
export const SATANG_PER_BAHT = 100n;
/** A sane maximum for a yearly income or contribution: one billion baht. */
export const MAX_INPUT_SATANG = 1_000_000_000n * SATANG_PER_BAHT;

export type AmountError = 'required' | 'format' | 'decimals' | 'negative' | 'zero' | 'tooLarge';
export type ParsedAmount = { ok: true; satang: bigint } | { ok: false; error: AmountError };

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/** Parses a typed amount: digits with optional thousands commas and at most 2 decimals. */
export function parseAmount(text: string, options: { allowZero: boolean }): ParsedAmount {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '') return { ok: false, error: 'required' };
  if (cleaned.startsWith('-')) return { ok: false, error: 'negative' };
  const match = AMOUNT.exec(cleaned);
  if (!match) return { ok: false, error: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const satang = BigInt(match[1]!) * SATANG_PER_BAHT + BigInt(fraction.padEnd(2, '0'));
  if (satang > MAX_INPUT_SATANG) return { ok: false, error: 'tooLarge' };
  if (satang === 0n && !options.allowZero) return { ok: false, error: 'zero' };
  return { ok: true, satang };
}

/** A JSON money number (≤ 2 decimals by contract) as satang, without float arithmetic on the result. */
export function satangFromNumber(value: number): bigint {
  const [whole, fraction = ''] = Math.abs(value).toFixed(2).split('.');
  const satang = BigInt(whole!) * SATANG_PER_BAHT + BigInt(fraction.padEnd(2, '0'));
  return value < 0 ? -satang : satang;
}

export const bahtToSatang = (baht: number): bigint => BigInt(baht) * SATANG_PER_BAHT;

/** '1,250,000.50' (spec §9: 2 decimals, Thai grouping). */
export function formatSatang(satang: bigint): string {
  const negative = satang < 0n;
  const abs = negative ? -satang : satang;
  const text = `${groupThousands((abs / SATANG_PER_BAHT).toString())}.${(abs % SATANG_PER_BAHT).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * Display-side money as JSON numbers (baht with ≤ 2 decimals): rounded to the satang and added in
 * whole satang, so a sum of rows equals its total. The one place a screen rounds money.
 */
export const toSatang = (baht: number): number => Math.round(baht * 100);
export const fromSatang = (satang: number): number => satang / 100;
/** A baht number rounded to the satang. */
export const roundToSatang = (baht: number): number => fromSatang(toSatang(baht));
/** Baht amounts added in whole satang. */
export const sumBaht = (amounts: readonly number[]): number => fromSatang(amounts.reduce((s, v) => s + toSatang(v), 0));
