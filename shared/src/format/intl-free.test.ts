import { describe, expect, it } from 'vitest';
import { formatDecimal, groupThousands, type SignDisplay } from './decimal-text';
import { bangkokIsoDay, bangkokParts } from './bangkok-calendar';
import { formatDate, formatDateIso, formatTime } from './date';
import { axisYear } from './axis';
import { formatSatang } from '../domain/satang';
import { bangkokDay } from '../domain/business-days';

// The formats are written out without Intl (issue 19 item 4); here they meet Intl's own output.

/** A deterministic spread of values: money-like, tiny, huge, halves at every rounding digit. */
function values(): number[] {
  const out = [0, -0, 0.5, 1.005, 1.015, 2.675, 0.125, 0.0005, 1e-7, 123456789.125, 1e21, 1.5e22, 99.995, 9999.9999];
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 4000; i += 1) {
    const scale = 10 ** Math.floor(next() * 12 - 4);
    const v = Math.round(next() * scale * 1e6) / 1e6;
    out.push(v, -v, Math.round(v * 100) / 100 + 0.005, Number((next() * 1000).toFixed(3)));
  }
  return out;
}

describe('number text without Intl equals Intl.NumberFormat th-TH', () => {
  const cases: [number, number, SignDisplay][] = [
    [0, 2, 'negative'],
    [0, 0, 'negative'],
    [2, 2, 'negative'],
    [4, 4, 'negative'],
    [2, 2, 'exceptZero'],
  ];
  for (const [min, max, signDisplay] of cases) {
    it(`min ${min}, max ${max}, ${signDisplay}`, () => {
      const intl = new Intl.NumberFormat('th-TH', { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay });
      const wrong = values().filter((v) => formatDecimal(v, min, max, signDisplay) !== intl.format(v));
      expect(wrong.map((v) => [v, formatDecimal(v, min, max, signDisplay), intl.format(v)])).toEqual([]);
    });
  }
  it('groups thousands as Intl does, bigint amounts too', () => {
    const intl = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
    for (const n of [0n, 7n, 999n, 1000n, 123456n, 1234567n, 98765432109876543210n])
      expect(groupThousands(n.toString())).toBe(intl.format(n));
    expect(formatSatang(-123456789n)).toBe('-1,234,567.89');
  });
});

describe('Bangkok dates without Intl equal Intl.DateTimeFormat in Asia/Bangkok', () => {
  const instants: number[] = [];
  // Every 37 hours and 11 minutes from 1921 to 2200, crossing every month, hour and year end.
  for (let t = Date.UTC(1921, 0, 1); t < Date.UTC(2200, 0, 1); t += (37 * 60 + 11) * 60_000 * 53) instants.push(t);
  instants.push(Date.UTC(2026, 11, 31, 16, 59), Date.UTC(2026, 11, 31, 17, 0), Date.UTC(2027, 1, 28, 17, 0));
  const short = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' });
  const long = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' });
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Bangkok',
  });
  const iso = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Bangkok' });
  const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' });

  it('formatDate, short and long months, Buddhist era', () => {
    const wrong = instants.filter((t) => formatDate(t) !== short.format(t) || formatDate(t, { long: true }) !== long.format(t));
    expect(wrong.map((t) => [new Date(t).toISOString(), formatDate(t), short.format(t)])).toEqual([]);
  });
  it('formatTime, formatDateIso, bangkokDay, the Bangkok year', () => {
    for (const t of instants) {
      expect(formatTime(t)).toBe(`${time.format(t).replace(':', '.')} น.`);
      expect(formatDateIso(t)).toBe(iso.format(t));
      expect(bangkokIsoDay(t)).toBe(iso.format(t));
      expect(bangkokDay(new Date(t))).toBe(iso.format(t));
      expect(bangkokParts(t).year).toBe(Number(year.format(t)));
      expect(axisYear(t)).toBe(String(Number(year.format(t)) + 543));
    }
  });
  it('an invalid instant', () => {
    expect(bangkokDay(new Date(Number.NaN))).toBe('Invalid Date');
    expect(formatDate('not a date')).toBe('-');
  });
});
