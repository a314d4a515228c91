import { describe, expect, it } from 'vitest';
import {
  HOLDING_RULES,
  holdingRuleFor,
  provisionalTypes,
  rulesForYear,
  TAX_TYPES,
  TAX_YEAR_RULES,
  taxTypesByUsefulness,
} from './tax-rules';
import { buddhistYear, taxYearAt } from './tax-year';

describe('tax-saving rules as data (issue 10 item 4)', () => {
  it('every table names the date it was reviewed and how (summaries, not the official pages); every row its source', () => {
    for (const table of TAX_YEAR_RULES) {
      expect(table.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // What a customer reads is about the figures, never about who wrote them (issue 17 item 2).
      expect(table.checkNote).toContain('โปรดตรวจสอบกับกรมสรรพากร');
      expect(table.checkNote).not.toMatch(/ผู้จัดทำ|ผู้เขียน/);
      for (const type of TAX_TYPES) {
        const rule = table.rules[type];
        expect(['กรมสรรพากร', 'สำนักงาน ก.ล.ต.']).toContain(rule.source.authority);
        expect(rule.source.url).toMatch(/^https:\/\//);
        // A confirmed row names the summary it was written from; a provisional one says it is not confirmed.
        if (rule.provisional) {
          expect(rule.source.checkedWith).toBeNull();
          expect(rule.summary).toMatch(/^ยังไม่ยืนยัน/);
        } else expect(rule.source.checkedWith).toMatch(/^https:\/\//);
      }
    }
    for (const rule of HOLDING_RULES) expect(rule.source.url).toMatch(/^https:\/\//);
  });

  it('2026: SSF and ThaiESGX new money not deductible, RMF inside and ThaiESG outside the 500,000 cap', () => {
    const t = rulesForYear(2026)!;
    expect([t.rules.ssf.deductible, t.rules.tesgx.deductible]).toEqual([false, false]);
    expect(t.rules.rmf).toMatchObject({ incomePercent: 30, capBaht: 500_000, inCombinedCap: true });
    expect(t.rules.tesg).toMatchObject({ incomePercent: 30, capBaht: 300_000, inCombinedCap: false });
    expect(t.ltfSwitch?.spreadYears).toEqual([2026, 2027, 2028, 2029]);
    expect(rulesForYear(2025)!.rules.tesgx.deductible).toBe(true);
  });

  it('2027 (2570) as known in 2026: SSF and ThaiESGX new money closed, RMF unchanged, ThaiESG provisional and never above 2026', () => {
    const t = rulesForYear(2027)!;
    const before = rulesForYear(2026)!;
    expect([t.rules.ssf.deductible, t.rules.tesgx.deductible]).toEqual([false, false]);
    expect(t.rules.rmf).toEqual(before.rules.rmf);
    expect(provisionalTypes(t)).toEqual(['tesg']);
    expect(provisionalTypes(before)).toEqual([]);
    expect(t.rules.tesg.capBaht).toBeLessThanOrEqual(before.rules.tesg.capBaht);
    expect(t.rules.tesg).toMatchObject({ deductible: true, incomePercent: 30, capBaht: 100_000, inCombinedCap: false });
    expect(t.ltfSwitch?.spreadYears).toContain(2027);
    expect(rulesForYear(2028)).toBeNull();
  });

  it('the table is picked by the Bangkok year of the business clock, not by UTC (issue 10 item 4)', () => {
    const clock = (iso: string) => () => new Date(iso);
    const tableAt = (now: () => Date) => rulesForYear(taxYearAt(now()));
    expect(tableAt(clock('2026-11-18T03:00:00Z'))?.year).toBe(2026);
    expect(tableAt(clock('2026-12-31T16:59:59.999Z'))?.year).toBe(2026);
    // 2026-12-31 18:00 UTC is 2027-01-01 01:00 in Bangkok: the 2027 table with its provisional row.
    const newYear = tableAt(clock('2026-12-31T18:00:00Z'))!;
    expect(newYear.year).toBe(2027);
    expect(provisionalTypes(newYear)).toEqual(['tesg']);
    expect(tableAt(clock('2025-12-31T17:00:00Z'))?.year).toBe(2026);
  });

  it('tax types by usefulness this year: what deducts first (RMF leading), what gives no deduction last', () => {
    expect(taxTypesByUsefulness(rulesForYear(2025))).toEqual(['rmf', 'tesg', 'tesgx', 'ssf']);
    for (const year of [2026, 2027]) {
      const order = taxTypesByUsefulness(rulesForYear(year));
      expect(order.slice(0, 2)).toEqual(['rmf', 'tesg']);
      expect(order.slice(2).sort()).toEqual(['ssf', 'tesgx']);
    }
    const rmfClosed = {
      ...rulesForYear(2026)!,
      rules: { ...rulesForYear(2026)!.rules, rmf: { ...rulesForYear(2026)!.rules.rmf, deductible: false } },
    };
    expect(taxTypesByUsefulness(rmfClosed)).toEqual(['tesg', 'rmf', 'tesgx', 'ssf']);
    expect(taxTypesByUsefulness(null)[0]).toBe('rmf');
  });

  it('holding rules by purchase year; a year no row covers takes the longest known period', () => {
    expect(holdingRuleFor('tesg', 2025)).toMatchObject({ rule: { years: 5 }, exact: true });
    expect(holdingRuleFor('tesg', 2023)).toMatchObject({ rule: { years: 8 }, exact: true });
    expect(holdingRuleFor('tesg', 2027)).toMatchObject({ rule: { years: 8 }, exact: false });
    expect(holdingRuleFor('ssf', 2024)).toMatchObject({ rule: { years: 10 }, exact: true });
  });

  it('the Bangkok year: 2026-12-31T17:00Z is 2027 (2570 in the Buddhist era)', () => {
    expect(taxYearAt(new Date('2026-12-31T16:59:59.999Z'))).toBe(2026);
    expect(buddhistYear(taxYearAt(new Date('2026-12-31T17:00:00Z')))).toBe(2570);
  });
});
