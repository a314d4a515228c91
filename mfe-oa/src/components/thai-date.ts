/**
 * A date as Thai customers write it: day, Thai month name, Buddhist-era year (issue 11). The
 * browser's native date input shows the Gregorian calendar in the system's order (month/day in a
 * US Chromium); these three parts are converted to the 'YYYY-MM-DD' the server checks.
 */
export const BE_OFFSET = 543;

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** Day '1'–'31', month '1'–'12', year in the Buddhist era as typed ('2533'). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}
export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

export type DatePartsError = 'incomplete' | 'year' | 'gregorianYear' | 'noSuchDay';
export type DatePartsResult = { iso: string; error?: undefined } | { iso?: undefined; error: DatePartsError };

export function partsFromIso(iso: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return EMPTY_DATE;
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: String(Number(match[1]) + BE_OFFSET) };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The ISO date of three parts, or why not: a part missing, a year that is not four digits of the
 * Buddhist era (2400–2700), a Gregorian year typed by habit (1900–2100), or a day the month lacks.
 */
export function isoFromParts(parts: DateParts): DatePartsResult {
  const year = parts.year.trim();
  if (!parts.day || !parts.month || !year) return { error: 'incomplete' };
  if (!/^\d{4}$/.test(year)) return { error: 'year' };
  const be = Number(year);
  if (be >= 1900 && be <= 2100) return { error: 'gregorianYear' };
  if (be < 2400 || be > 2700) return { error: 'year' };
  const gregorian = be - BE_OFFSET;
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (day > daysIn(gregorian, month)) return { error: 'noSuchDay' };
  return { iso: `${gregorian}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/**
 * The parts a date's error is about, first to last (the first gets the focus): the missing ones, the
 * year, or the day; a whole valid date refused by a rule (under 18, expired) is about all three.
 */
export function invalidParts(parts: DateParts): (keyof DateParts)[] {
  const { error } = isoFromParts(parts);
  if (error === 'incomplete') return (['day', 'month', 'year'] as const).filter((part) => !parts[part].trim());
  if (error === 'year' || error === 'gregorianYear') return ['year'];
  if (error === 'noSuchDay') return ['day'];
  return ['day', 'month', 'year'];
}
