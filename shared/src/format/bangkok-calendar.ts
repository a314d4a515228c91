/**
 * The Bangkok wall clock of an instant without `Intl` (issue 19 item 4; decimal-text.ts says why
 * `Intl` is kept off the page): Asia/Bangkok has been UTC+07:00 all year since 1 April 1920 (no
 * daylight saving), so the Bangkok day and time are the UTC ones seven hours later. format.test.ts
 * compares every function here with `Intl.DateTimeFormat` in Asia/Bangkok.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface BangkokParts {
  /** Gregorian year, month 1–12, day 1–31, hour 0–23, minute 0–59. */
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Bangkok calendar fields of a valid instant. */
export function bangkokParts(at: Date | number): BangkokParts {
  const shifted = new Date((typeof at === 'number' ? at : at.getTime()) + BANGKOK_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Two digits: 7 → '07'. */
export const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the Bangkok day (years 1000–9999). */
export function bangkokIsoDay(at: Date | number): string {
  const p = bangkokParts(at);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** Thai month names as `Intl.DateTimeFormat('th-TH')` writes them (month 'short' and 'long'). */
// One string split at spaces: shorter in every remote's bundle than an array literal (issue 19 item 7 budgets).
export const THAI_MONTHS_SHORT = 'ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.'.split(' ');
export const THAI_MONTHS_LONG = 'มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม'.split(
  ' ',
);
