import { bangkokIsoDay, bangkokParts, THAI_MONTHS_LONG, THAI_MONTHS_SHORT, two } from './bangkok-calendar';
import { EMPTY_VALUE } from './number';

/**
 * Dates and times in Asia/Bangkok (spec §9). Display dates use the Thai Buddhist calendar
 * with abbreviated Thai months, as Thai investors read statements: '22 พ.ย. 2569'.
 * Times are 'HH.mm น.' (24-hour). formatDateIso gives the Bangkok calendar day 'YYYY-MM-DD'.
 * Written as `Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok' })` writes them, without
 * `Intl` (bangkok-calendar.ts, decimal-text.ts say why).
 */
export type DateInput = Date | string | number | null | undefined;

const toDate = (input: DateInput): Date | null => {
  if (input === null || input === undefined || input === '') return null;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '22 พ.ย. 2569'; `{ long: true }` gives '22 พฤศจิกายน 2569'. */
export const formatDate = (input: DateInput, options: { long?: boolean } = {}): string => {
  const d = toDate(input);
  if (!d) return EMPTY_VALUE;
  const p = bangkokParts(d);
  // The Buddhist era: CE + 543.
  return `${p.day} ${(options.long ? THAI_MONTHS_LONG : THAI_MONTHS_SHORT)[p.month - 1]} ${p.year + 543}`;
};

/** '14.05 น.' */
export const formatTime = (input: DateInput): string => {
  const d = toDate(input);
  if (!d) return EMPTY_VALUE;
  const p = bangkokParts(d);
  return `${two(p.hour)}.${two(p.minute)} น.`;
};

/** '22 พ.ย. 2569 14.05 น.' */
export const formatDateTime = (input: DateInput): string => {
  const d = toDate(input);
  return d ? `${formatDate(d)} ${formatTime(d)}` : EMPTY_VALUE;
};

/** The Bangkok calendar day as 'YYYY-MM-DD' (for keys, inputs and the API). */
export const formatDateIso = (input: DateInput): string => {
  const d = toDate(input);
  return d ? bangkokIsoDay(d) : EMPTY_VALUE;
};
