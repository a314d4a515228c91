import { describe, expect, it } from 'vitest';
import { addBusinessDays, bangkokTime, holidayName, isBusinessDay, orderDates } from './business-days';
import { THAI_HOLIDAYS } from './thai-holidays';

const at = (iso: string) => new Date(iso);

describe('Thai business days (issue 8; spec §9 Asia/Bangkok)', () => {
  it.each([
    ['2026-11-18', true, 'a Wednesday'],
    ['2026-11-21', false, 'a Saturday'],
    ['2026-11-22', false, 'a Sunday'],
    ['2026-12-07', false, 'the King Bhumibol birthday substitute'],
    ['2026-12-31', false, "New Year's Eve"],
    ['2027-01-01', false, "New Year's Day"],
    ['2027-01-04', true, 'the first Monday of 2027'],
    ['2026-04-14', false, 'Songkran'],
  ])('%s is a business day: %s (%s)', (day, open) => {
    expect(isBusinessDay(day)).toBe(open);
  });

  it('every listed holiday falls on a weekday and has a Thai name', () => {
    for (const h of THAI_HOLIDAYS) {
      expect(new Date(`${h.date}T00:00:00Z`).getUTCDay() % 6, h.date).not.toBe(0);
      expect(holidayName(h.date)).toMatch(/^วัน/);
    }
  });

  it.each([
    ['2026-11-18', 1, '2026-11-19'],
    ['2026-11-20', 1, '2026-11-23'],
    ['2026-11-20', 2, '2026-11-24'],
    ['2026-12-04', 1, '2026-12-08'],
    ['2026-12-30', 1, '2027-01-04'],
    ['2026-12-30', 2, '2027-01-05'],
    ['2026-11-21', 0, '2026-11-23'],
    ['2026-11-18', 0, '2026-11-18'],
  ])('%s plus %i business days is %s', (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow();
    expect(() => isBusinessDay('18/11/2026')).toThrow();
    expect(() => bangkokTime('2026-11-18', '25:00')).toThrow();
  });
});

describe('order dates around the cut-off (issue 8 confirm step)', () => {
  it.each([
    // [request instant, side, fund cut-off, trade, settlement, reason]
    ['2026-11-18T10:00:00+07:00', 'buy', null, '2026-11-18', '2026-11-19', null],
    ['2026-11-18T15:29:59+07:00', 'buy', null, '2026-11-18', '2026-11-19', null],
    ['2026-11-18T15:30:00+07:00', 'buy', null, '2026-11-19', '2026-11-20', 'after-cutoff'],
    ['2026-11-18T14:30:00+07:00', 'sell', '14:00', '2026-11-19', '2026-11-23', 'after-cutoff'],
    ['2026-11-18T13:59:00+07:00', 'sell', '14:00', '2026-11-18', '2026-11-20', null],
    ['2026-11-20T15:45:00+07:00', 'buy', null, '2026-11-23', '2026-11-24', 'after-cutoff'],
    ['2026-11-21T09:00:00+07:00', 'buy', null, '2026-11-23', '2026-11-24', 'non-business-day'],
    ['2026-12-04T16:00:00+07:00', 'buy', null, '2026-12-08', '2026-12-09', 'after-cutoff'],
    ['2026-12-07T10:00:00+07:00', 'sell', null, '2026-12-08', '2026-12-11', 'non-business-day'],
    ['2026-12-30T15:31:00+07:00', 'buy', null, '2027-01-04', '2027-01-05', 'after-cutoff'],
    ['2026-12-31T10:00:00+07:00', 'sell', null, '2027-01-04', '2027-01-06', 'non-business-day'],
    // 23:30 UTC on 31 Dec is already 1 Jan 06:30 in Bangkok: a holiday.
    ['2026-12-31T23:30:00Z', 'buy', null, '2027-01-04', '2027-01-05', 'non-business-day'],
    // 08:29 UTC on a Wednesday is 15:29 in Bangkok: still before the cut-off.
    ['2026-11-18T08:29:00Z', 'buy', null, '2026-11-18', '2026-11-19', null],
  ] as const)('%s %s (cut-off %s) trades %s, settles %s (%s)', (iso, side, cutoff, trade, settle, reason) => {
    const dates = orderDates(at(iso), side, cutoff);
    expect(dates.tradeDate).toBe(trade);
    expect(dates.navDate).toBe(trade);
    expect(dates.settlementDate).toBe(settle);
    expect(dates.nextDayReason).toBe(reason);
    expect(dates.cutoffAt.toISOString()).toBe(bangkokTime(trade, cutoff ?? '15:30').toISOString());
  });

  it('the cut-off instant is Bangkok wall-clock time (UTC+7)', () => {
    expect(bangkokTime('2026-11-18', '15:30').toISOString()).toBe('2026-11-18T08:30:00.000Z');
  });
});

describe('settlement is fund data (issue 17 "Why" 6): Thai and foreign-investing funds differ', () => {
  const THAI = { unitDays: 1, moneyDays: 2 };
  const MONEY_MARKET = { unitDays: 1, moneyDays: 1 };
  const FOREIGN = { unitDays: 2, moneyDays: 5 };
  it.each([
    // [request instant, side, cut-off, settlement, trade, unit date, money date]
    ['2026-11-18T10:00:00+07:00', 'buy', null, THAI, '2026-11-18', '2026-11-19', '2026-11-18'],
    ['2026-11-18T10:00:00+07:00', 'sell', null, THAI, '2026-11-18', '2026-11-18', '2026-11-20'],
    ['2026-11-18T10:00:00+07:00', 'sell', null, MONEY_MARKET, '2026-11-18', '2026-11-18', '2026-11-19'],
    ['2026-11-18T10:00:00+07:00', 'buy', '14:00', FOREIGN, '2026-11-18', '2026-11-20', '2026-11-18'],
    // A foreign fund's redemption money: five business days, not the Thai fund's two.
    ['2026-11-18T10:00:00+07:00', 'sell', '14:00', FOREIGN, '2026-11-18', '2026-11-18', '2026-11-25'],
    // Over 5 Dec (Saturday, a holiday), 7 Dec (its substitute) and 10 Dec (Constitution Day).
    ['2026-12-03T10:00:00+07:00', 'sell', '14:00', FOREIGN, '2026-12-03', '2026-12-03', '2026-12-14'],
    ['2026-12-04T10:00:00+07:00', 'buy', null, THAI, '2026-12-04', '2026-12-08', '2026-12-04'],
    // Over New Year: 31 Dec and 1 Jan are holidays.
    ['2026-12-29T15:00:00+07:00', 'sell', '14:00', FOREIGN, '2026-12-30', '2026-12-30', '2027-01-08'],
    ['2026-12-29T15:00:00+07:00', 'sell', null, THAI, '2026-12-29', '2026-12-29', '2027-01-04'],
  ] as const)('%s %s (cut-off %s, %o) trades %s, units %s, money %s', (iso, side, cutoff, settlement, trade, unit, money) => {
    const dates = orderDates(at(iso), side, cutoff, settlement);
    expect(dates.tradeDate).toBe(trade);
    expect(dates.unitDate).toBe(unit);
    expect(dates.moneyDate).toBe(money);
    expect(dates.settlementDate).toBe(side === 'buy' ? unit : money);
  });

  it('a fund naming no settlement gets the Thai default, units T+1 and money T+2', () => {
    const dates = orderDates(at('2026-11-18T10:00:00+07:00'), 'sell');
    expect(dates.moneyDate).toBe('2026-11-20');
  });
});
