import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { THAI_HOLIDAYS } from './thai-holidays';
import { bangkokIsoDay } from '../format/bangkok-calendar';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Thai business days and the dates a fund order gets (issue 8; spec §9 Asia/Bangkok): trade date,
 * NAV date and settlement date from the time of the request, the fund's cut-off and the calendar
 * of thai-holidays.ts. Dates are 'YYYY-MM-DD' in Bangkok; used by the server for the orders it
 * places and by the confirm step, so both say the same.
 */
export const BANGKOK_TZ = 'Asia/Bangkok';
/** A fund's cut-off when it names none. */
export const DEFAULT_CUTOFF = '15:30';
/**
 * How many business days after the trade date a fund settles: the units of a buy (`unitDays`) and
 * the money of a sell (`moneyDays`). Fund data, carried in the fund catalogue (issue 17): a Thai
 * fund typically T+1 / T+2, a foreign-investing fund later (its master fund settles abroad first).
 */
export interface FundSettlement {
  unitDays: number;
  moneyDays: number;
}
/** A Thai fund that names no settlement of its own. */
export const THAI_FUND_SETTLEMENT: FundSettlement = { unitDays: 1, moneyDays: 2 };

const HOLIDAYS = new Map(THAI_HOLIDAYS.map((h) => [h.date, h.name_th]));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/;

function parseDay(day: string) {
  const parsed = dayjs.utc(day);
  if (!DAY.test(day) || !parsed.isValid() || parsed.format('YYYY-MM-DD') !== day) throw new Error(`not a date: ${day}`);
  return parsed;
}

/** The Thai name of the holiday on `day`, if it is one. */
export const holidayName = (day: string): string | undefined => HOLIDAYS.get(day);

export function isBusinessDay(day: string): boolean {
  const weekday = parseDay(day).day();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

/** The `count`-th business day strictly after `day` (count 0: `day` itself if open, else the next). */
export function addBusinessDays(day: string, count: number): string {
  let current = parseDay(day);
  if (count === 0) {
    while (!isBusinessDay(current.format('YYYY-MM-DD'))) current = current.add(1, 'day');
    return current.format('YYYY-MM-DD');
  }
  let left = count;
  while (left > 0) {
    current = current.add(1, 'day');
    if (isBusinessDay(current.format('YYYY-MM-DD'))) left -= 1;
  }
  return current.format('YYYY-MM-DD');
}

/**
 * The calendar day in Bangkok of an instant. Without dayjs' timezone plugin, whose `.tz()` builds an
 * `Intl` formatter on every call (the plan page asks on every render; bangkok-calendar.ts).
 */
export const bangkokDay = (at: Date): string => (Number.isNaN(at.getTime()) ? 'Invalid Date' : bangkokIsoDay(at));

/** The instant of a Bangkok wall-clock time on a day, e.g. 15:30 on 2026-11-20. */
export function bangkokTime(day: string, hhmm: string): Date {
  const match = CUTOFF.exec(hhmm);
  if (!match) throw new Error(`not a cut-off time: ${hhmm}`);
  return dayjs.tz(`${parseDay(day).format('YYYY-MM-DD')} ${hhmm}`, 'YYYY-MM-DD HH:mm', BANGKOK_TZ).toDate();
}

export type OrderSide = 'buy' | 'sell';

/** Why an order does not trade on the day it was placed. */
export type NextDayReason = 'after-cutoff' | 'non-business-day';

export interface OrderDates {
  /** Bangkok day the request was made. */
  requestDay: string;
  tradeDate: string;
  navDate: string;
  /** The day the units move: allotted to a buy (trade + unitDays), taken from a sell (the trade date). */
  unitDate: string;
  /** The day the money moves: debited for a buy (the trade date), credited for a sell (trade + moneyDays). */
  moneyDate: string;
  /** The date that matters for the side: the units of a buy, the money of a sell. */
  settlementDate: string;
  /** The cut-off on the trade date: before it the order may still be cancelled. */
  cutoffAt: Date;
  cutoff: string;
  /** Null when the order trades the day it was placed; otherwise why it moves to the next business day. */
  nextDayReason: NextDayReason | null;
}

/**
 * The dates of an order placed at `at`: an order before the cut-off of a business day trades that
 * day; one at or after the cut-off, or on a weekend or holiday, trades the next business day. The
 * NAV is the trade date's; the units of a buy and the money of a sell settle the fund's own number of
 * business days later (`settlement`, fund data; the Thai default when the fund names none).
 */
export function orderDates(
  at: Date,
  side: OrderSide,
  cutoff: string | null | undefined = DEFAULT_CUTOFF,
  settlement: FundSettlement = THAI_FUND_SETTLEMENT,
): OrderDates {
  const fundCutoff = cutoff ?? DEFAULT_CUTOFF;
  const requestDay = bangkokDay(at);
  let nextDayReason: NextDayReason | null = null;
  if (!isBusinessDay(requestDay)) nextDayReason = 'non-business-day';
  else if (at.getTime() >= bangkokTime(requestDay, fundCutoff).getTime()) nextDayReason = 'after-cutoff';
  const tradeDate = nextDayReason === null ? requestDay : addBusinessDays(requestDay, 1);
  const unitDate = side === 'buy' ? addBusinessDays(tradeDate, settlement.unitDays) : tradeDate;
  const moneyDate = side === 'sell' ? addBusinessDays(tradeDate, settlement.moneyDays) : tradeDate;
  return {
    requestDay,
    tradeDate,
    navDate: tradeDate,
    unitDate,
    moneyDate,
    settlementDate: side === 'buy' ? unitDate : moneyDate,
    cutoffAt: bangkokTime(tradeDate, fundCutoff),
    cutoff: fundCutoff,
    nextDayReason,
  };
}
