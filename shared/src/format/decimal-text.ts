/**
 * Number text without `Intl` (issue 19 item 4): the first `Intl` object of a page makes the browser
 * load its ICU locale data, 50 ms of main thread on this machine's CPU and about 200 ms on the
 * throttled mobile profile, in every remote that formats a number. What spec §9 asks for is plain:
 * latin digits, ',' every three digits, '.' before the decimals, so it is written out here, with
 * exactly `Intl.NumberFormat('th-TH')`'s output (format.test.ts compares the two): the value's
 * shortest decimal form (as `String(value)` writes it) rounded half away from zero.
 */

/** The digits of a finite number ≥ 0 as an integer part and a fraction part, from its shortest form. */
function digitsOf(value: number): { int: string; frac: string } {
  const text = String(value);
  const exp = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) {
    const [int = '0', frac = ''] = text.split('.');
    return { int, frac };
  }
  const digits = `${exp[1]}${exp[2] ?? ''}`;
  const point = exp[1]!.length + Number(exp[3]);
  if (point <= 0) return { int: '0', frac: `${'0'.repeat(-point)}${digits}` };
  if (point >= digits.length) return { int: `${digits}${'0'.repeat(point - digits.length)}`, frac: '' };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** '1234567' → '1,234,567'. */
export function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type SignDisplay = 'negative' | 'exceptZero';

/**
 * As `new Intl.NumberFormat('th-TH', { minimumFractionDigits: min, maximumFractionDigits: max,
 * signDisplay }).format(value)` for a finite `value`: 'negative' signs only a value below zero after
 * rounding, 'exceptZero' signs every value but zero (+ or -).
 */
export function formatDecimal(value: number, min: number, max: number, signDisplay: SignDisplay): string {
  let { int, frac } = digitsOf(Math.abs(value));
  if (frac.length > max) {
    const roundUp = frac.charCodeAt(max) >= 53; // '5'…'9': half away from zero
    const kept = `${int}${frac.slice(0, max)}`;
    // One more in the last kept digit, carried as an integer ('0199' → '0200', '99' → '100').
    const rounded = roundUp ? String(BigInt(kept) + 1n).padStart(kept.length, '0') : kept;
    int = rounded.slice(0, rounded.length - max) || '0';
    frac = rounded.slice(rounded.length - max);
  }
  // The integer part never has a leading zero but a lone '0' (String() writes none, and the carry
  // above keeps the width it had); padEnd leaves a longer fraction as it is.
  frac = frac.replace(/0+$/, '').padEnd(min, '0');
  const zero = /^0*$/.test(int + frac);
  const sign = zero ? '' : value < 0 ? '-' : signDisplay === 'exceptZero' ? '+' : '';
  return `${sign}${groupThousands(int)}${frac ? `.${frac}` : ''}`;
}
