import { describe, expect, it } from 'vitest';
import type { FundTaxType } from '../contracts/enums';
import { rulesForYear } from './tax-rules';
import { taxYearAt } from './tax-year';
import { calculateRoom, type RoomReason } from './tax-room';

const baht = (n: number) => BigInt(Math.round(n * 100));
const rules2026 = rulesForYear(2026)!;
const rules2025 = rulesForYear(2025)!;
const nothing: Record<FundTaxType, bigint> = { ssf: 0n, rmf: 0n, tesg: 0n, tesgx: 0n };

/** The room for a year's rules; amounts in baht, nothing bought and nothing else unless given. */
const roomIn = (
  rules: NonNullable<ReturnType<typeof rulesForYear>>,
  a: { income: number; other?: number; ltfSwitched?: number; bought?: Partial<Record<FundTaxType, bigint>> },
) =>
  calculateRoom(rules, {
    incomeSatang: baht(a.income),
    otherRetirementSatang: baht(a.other ?? 0),
    ltfSwitchedSatang: baht(a.ltfSwitched ?? 0),
    bought: { ...nothing, ...a.bought },
  });

interface Case {
  name: string;
  income: number;
  other?: number;
  bought?: Partial<Record<FundTaxType, number>>;
  rmf: [number, RoomReason];
  tesg: [number, RoomReason];
  combinedLeft: number;
}

// Expected amounts written from the 2026 table: RMF 30 % within 500,000 combined; ThaiESG 30 % up to 300,000 apart.
const cases: Case[] = [
  {
    name: 'income under the caps: 30 % of 600,000',
    income: 600_000,
    rmf: [180_000, 'open'],
    tesg: [180_000, 'open'],
    combinedLeft: 500_000,
  },
  {
    name: 'income over the caps: 30 % of 3,000,000 stops at 500,000 and 300,000',
    income: 3_000_000,
    rmf: [500_000, 'open'],
    tesg: [300_000, 'open'],
    combinedLeft: 500_000,
  },
  {
    name: 'the combined cap reached by provident fund alone',
    income: 3_000_000,
    other: 500_000,
    rmf: [0, 'combinedCap'],
    tesg: [300_000, 'open'],
    combinedLeft: 0,
  },
  {
    name: 'ThaiESG beside a full 500,000 combined cap (RMF bought 200,000, other 300,000)',
    income: 2_000_000,
    other: 300_000,
    bought: { rmf: 200_000 },
    rmf: [0, 'combinedCap'],
    tesg: [300_000, 'open'],
    combinedLeft: 0,
  },
  {
    name: 'the combined cap cuts the RMF room below its own limit',
    income: 2_000_000,
    other: 400_000,
    bought: { rmf: 50_000 },
    rmf: [50_000, 'open'],
    tesg: [300_000, 'open'],
    combinedLeft: 50_000,
  },
  {
    name: 'bought more than the income limit: zero with the reason, never negative',
    income: 100_000,
    bought: { rmf: 50_000, tesg: 40_000 },
    rmf: [0, 'incomeLimit'],
    tesg: [0, 'incomeLimit'],
    combinedLeft: 470_000,
  },
  {
    name: 'ThaiESG bought up to its own 300,000 cap',
    income: 5_000_000,
    bought: { tesg: 300_000 },
    rmf: [500_000, 'open'],
    tesg: [0, 'typeCap'],
    combinedLeft: 500_000,
  },
  { name: 'no income: nothing to deduct', income: 0, rmf: [0, 'noIncome'], tesg: [0, 'noIncome'], combinedLeft: 500_000 },
  {
    name: 'satang exact: 30 % of 123,456.78 rounds down',
    income: 123_456.78,
    rmf: [37_037.03, 'open'],
    tesg: [37_037.03, 'open'],
    combinedLeft: 500_000,
  },
];

describe('tax room calculator on the 2026 rule table (issue 10 item 4)', () => {
  it.each(cases)('$name', (c) => {
    const bought = Object.fromEntries(Object.entries(c.bought ?? {}).map(([k, v]) => [k, baht(v)]));
    const result = roomIn(rules2026, { income: c.income, other: c.other ?? 0, bought });
    const rmf = result.types.find((t) => t.taxType === 'rmf')!;
    const tesg = result.types.find((t) => t.taxType === 'tesg')!;
    expect([rmf.roomSatang, rmf.reason]).toEqual([baht(c.rmf[0]), c.rmf[1]]);
    expect([tesg.roomSatang, tesg.reason]).toEqual([baht(c.tesg[0]), c.tesg[1]]);
    expect(result.combinedLeftSatang).toBe(baht(c.combinedLeft));
    for (const t of result.types) expect(t.roomSatang >= 0n).toBe(true);
  });

  it('SSF bought from 2025 on and ThaiESGX new money in 2026 are not deductible', () => {
    const result = roomIn(rules2026, { income: 1_000_000, bought: { ssf: baht(100_000) } });
    expect(result.types.find((t) => t.taxType === 'ssf')).toMatchObject({ roomSatang: 0n, reason: 'notDeductible' });
    expect(result.types.find((t) => t.taxType === 'tesgx')).toMatchObject({ roomSatang: 0n, reason: 'notDeductible' });
    // An SSF purchase that cannot be deducted does not use the combined cap either.
    expect(result.combinedLeftSatang).toBe(baht(500_000));
  });

  it('ThaiESGX new money was deductible in 2025 only, outside the combined cap', () => {
    const result = roomIn(rules2025, { income: 2_000_000, other: 500_000 });
    expect(result.types.find((t) => t.taxType === 'tesgx')).toMatchObject({ roomSatang: baht(300_000), reason: 'open' });
  });

  it.each([
    [500_000, 50_000],
    [400_000, 25_000],
    [300_000, 0],
    [900_000, 50_000],
  ])(
    'LTF switched into ThaiESGX in 2025 (%d baht): 2026 deducts an equal part of what is above 300,000 (%d)',
    (switched, part) => {
      const result = roomIn(rules2026, { income: 1_000_000, ltfSwitched: switched });
      expect(result.ltfSwitchDeductionSatang).toBe(baht(part));
    },
  );

  it('the Bangkok year boundary: 2026-12-31T18:00Z is already 2027, and the 2027 table is used (provisional ThaiESG)', () => {
    expect(taxYearAt(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(taxYearAt(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
    const rules = rulesForYear(taxYearAt(new Date('2026-12-31T18:00:00Z')))!;
    expect(rules.year).toBe(2027);
    const r = roomIn(rules, { income: 3_000_000, ltfSwitched: 500_000, bought: { tesg: baht(40_000) } });
    const by = Object.fromEntries(r.types.map((t) => [t.taxType, [Number(t.roomSatang) / 100, t.reason]]));
    // RMF as in 2026; ThaiESG at the provisional 100,000 less 40,000 bought; SSF and ThaiESGX new money closed.
    expect(by).toEqual({
      rmf: [500_000, 'open'],
      tesg: [60_000, 'open'],
      ssf: [0, 'notDeductible'],
      tesgx: [0, 'notDeductible'],
    });
    // The LTF switched in 2025 still deducts its 2027 part: (500,000 − 300,000) / 4.
    expect(r.ltfSwitchDeductionSatang).toBe(baht(50_000));
    expect(rulesForYear(taxYearAt(new Date('2027-12-31T17:00:00Z')))).toBeNull();
  });
});
