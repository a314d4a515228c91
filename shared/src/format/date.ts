import { LOCALE, TIME_ZONE } from '../domain/constants';
import { EMPTY_VALUE } from './number';

/**
 * Dates and times in Asia/Bangkok (spec §9). Display dates use the Thai Buddhist calendar
 * with abbreviated Thai months, as Thai investors read statements: '22 พ.ย. 2569'.
 * Times are 'HH.mm น.' (24-hour). formatDateIso gives the Bangkok calendar day 'YYYY-MM-DD'.
 */
export type DateInput = Date | string | number | null | undefined;

const toDate = (input: DateInput): Date | null => {
  if (input === null || input === undefined || input === '') return null;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
};

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const timeParts = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
// en-CA formats as YYYY-MM-DD with the Gregorian calendar.
const isoFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

/** '22 พ.ย. 2569'; `{ long: true }` gives '22 พฤศจิกายน 2569'. */
export const formatDate = (input: DateInput, options: { long?: boolean } = {}): string => {
  const d = toDate(input);
  if (!d) return EMPTY_VALUE;
  return (options.long ? longDateFormat : dateFormat).format(d);
};

/** '14.05 น.' */
export const formatTime = (input: DateInput): string => {
  const d = toDate(input);
  if (!d) return EMPTY_VALUE;
  const parts = timeParts.formatToParts(d);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}.${minute} น.`;
};

/** '22 พ.ย. 2569 14.05 น.' */
export const formatDateTime = (input: DateInput): string => {
  const d = toDate(input);
  return d ? `${formatDate(d)} ${formatTime(d)}` : EMPTY_VALUE;
};

/** The Bangkok calendar day as 'YYYY-MM-DD' (for keys, inputs and the API). */
export const formatDateIso = (input: DateInput): string => {
  const d = toDate(input);
  return d ? isoFormat.format(d) : EMPTY_VALUE;
};
