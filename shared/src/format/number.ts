import { formatDecimal, type SignDisplay } from './decimal-text';

/**
 * Thai number formatting of spec §9 (latin digits, ',' thousands, '.' decimals), as
 * `Intl.NumberFormat('th-TH')` writes it but without `Intl` (decimal-text.ts says why).
 */

/** Shown for a missing or non-finite value. */
export const EMPTY_VALUE = '-';

type Num = number | null | undefined;
type Format = (value: number) => string;
// 'negative' never prints "-0" for a value that rounds to zero.
const fmt =
  (min: number, max: number, signDisplay: SignDisplay): Format =>
  (value) =>
    formatDecimal(value, min, max, signDisplay);
const run = (value: Num, f: Format): string =>
  value === null || value === undefined || !Number.isFinite(value) ? EMPTY_VALUE : f(value);

/** 0 to 2 decimals: 1234.5 → '1,234.5', 1234 → '1,234'. */
export const formatNumber = (value: Num): string => run(value, fmt(0, 2, 'negative'));
/** No decimals: 1234.6 → '1,235'. */
export const formatInteger = (value: Num): string => run(value, fmt(0, 0, 'negative'));
/** Money, always 2 decimals: 1234.5 → '1,234.50'. */
export const formatMoney = (value: Num): string => run(value, fmt(2, 2, 'negative'));
/** Units, always 4 decimals: 12.3 → '12.3000'. */
export const formatUnits = (value: Num): string => run(value, fmt(4, 4, 'negative'));
/** Signed profit: '+1,234.50', '-1,234.50', zero without sign '0.00'. */
export const formatSignedProfit = (value: Num): string => run(value, fmt(2, 2, 'exceptZero'));
/** Percent with 2 decimals: '12.34%'; signed: '+12.34%' / '-12.34%' / '0.00%'. */
export const formatPercent = (value: Num, options: { signed?: boolean } = {}): string => {
  const text = run(value, fmt(2, 2, options.signed ? 'exceptZero' : 'negative'));
  return text === EMPTY_VALUE ? text : `${text}%`;
};
