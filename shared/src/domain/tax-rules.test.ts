import { describe, expect, it } from 'vitest';
import { HOLDING_RULES, holdingRuleFor, rulesForYear, TAX_TYPES, TAX_YEAR_RULES } from './tax-rules';
import { buddhistYear, taxYearAt } from './tax-year';

describe('tax-saving rules as data (issue 10 item 4)', () => {
  it('every table names the date it was checked and every row its source (Revenue Department or SEC) with a link', () => {
    for (const table of TAX_YEAR_RULES) {
      expect(table.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const type of TAX_TYPES) {
        const { source } = table.rules[type];
        expect(['กรมสรรพากร', 'สำนักงาน ก.ล.ต.']).toContain(source.authority);
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.checkedWith).toMatch(/^https:\/\//);
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
