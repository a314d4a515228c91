/**
 * Exact decimal arithmetic on numeric strings through scaled BigInt: money is kept in satang
 * (scale 2), units and NAVs in 1e-4 (scale 4). Floats are used only when serialising to JSON.
 */
export type Scaled = bigint;

export const MONEY = 2;
export const UNITS = 4;

export function toScaled(value: string | number, scale: number): Scaled {
  const text = typeof value === 'number' ? value.toFixed(scale + 2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = '0', frac = ''] = match;
  const padded = (frac + '0'.repeat(scale + 1)).slice(0, scale + 1);
  let scaled = BigInt(whole + padded);
  scaled = (scaled + 5n) / 10n; // round half up on magnitude
  return sign ? -scaled : scaled;
}

export function fromScaled(value: Scaled, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** a × b ÷ c, rounded half away from zero. */
export function mulDiv(a: Scaled, b: Scaled, c: Scaled): Scaled {
  if (c === 0n) return 0n;
  const product = a * b;
  const negative = product < 0n !== c < 0n;
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const q = (abs(product) * 2n + abs(c)) / (abs(c) * 2n);
  return negative ? -q : q;
}

/** a × b ÷ c for non-negative values, rounded down: the safe side when a result must not exceed a limit. */
export function mulDivFloor(a: Scaled, b: Scaled, c: Scaled): Scaled {
  if (c <= 0n || a < 0n || b < 0n) throw new RangeError('mulDivFloor takes non-negative values and a positive divisor');
  return (a * b) / c;
}

/** units (1e-4) × NAV (1e-4) → money (satang). */
export function marketValue(units: Scaled, nav: Scaled): Scaled {
  return mulDiv(units, nav, 1_000_000n);
}

/** money (satang) ÷ NAV (1e-4) → units (1e-4). */
export function unitsFor(amount: Scaled, nav: Scaled): Scaled {
  return mulDiv(amount, 1_000_000n, nav);
}

/** part ÷ whole as a percentage with 2 decimals (0 when whole is 0). */
export function percent(part: Scaled, whole: Scaled): number {
  if (whole === 0n) return 0;
  return Number(fromScaled(mulDiv(part, 10_000n, whole), 2));
}

export const money = (value: Scaled): number => Number(fromScaled(value, MONEY));
export const units = (value: Scaled): number => Number(fromScaled(value, UNITS));
export const sum = (values: Scaled[]): Scaled => values.reduce((a, b) => a + b, 0n);
