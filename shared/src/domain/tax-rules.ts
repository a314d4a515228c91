import type { FundTaxType } from '../contracts/enums';

import { RD, RD_NOT_ANNOUNCED, RULES_CHECK_NOTE, SEC_TESG, type RuleSource } from './tax-rule-sources';

export type { RuleSource } from './tax-rule-sources';

/**
 * Tax-saving fund rules as data (issue 10): one table per Thai tax year (the Bangkok calendar
 * year), every row naming its source and the table the date it was last reviewed. The calculator
 * (mfe-tsf tax-room), the fund cards, the sell dates and the server's proposal limits read these
 * tables; nothing else encodes a rule. How the rows were checked (published summaries, not the
 * Revenue Department's own pages): ./tax-rule-sources.ts. Amounts in baht.
 */
export interface DeductionRule {
  taxType: FundTaxType;
  /** New money bought this year counts at all. */
  deductible: boolean;
  /** Percent of the year's assessable income. */
  incomePercent: number;
  capBaht: number;
  /** Counted inside the combined retirement cap (RMF, SSF, provident fund, GPF, …). */
  inCombinedCap: boolean;
  /** Thai: what the row means for a customer. */
  summary: string;
  /**
   * Not announced or not confirmed when the table was written: the figures are the safe-side
   * assumption named in `summary` (never more room than the last confirmed rule), and the page says so.
   */
  provisional: boolean;
  source: RuleSource;
}

export interface LtfSwitchRule {
  /** The part of LTF units switched into ThaiESGX in `switchYear` above this amount … */
  aboveBaht: number;
  /** … out of at most this much … */
  maxSwitchBaht: number;
  switchYear: number;
  /** … is deducted in equal parts over these years. */
  spreadYears: readonly number[];
  source: RuleSource;
}

export interface TaxYearRules {
  year: number;
  /** The day the table was last reviewed (ISO date); see `checkNote` for what it was compared with. */
  lastChecked: string;
  /** Thai: how the rows were checked, shown with the table. */
  checkNote: string;
  combinedCapBaht: number;
  combinedCapMembers: string;
  rules: Readonly<Record<FundTaxType, DeductionRule>>;
  ltfSwitch: LtfSwitchRule | null;
}

const COMBINED_MEMBERS = 'RMF, SSF, กองทุนสำรองเลี้ยงชีพ, กบข., กองทุนสงเคราะห์ครูโรงเรียนเอกชน, กอช. และประกันชีวิตแบบบำนาญ';

const rmf: DeductionRule = {
  taxType: 'rmf',
  deductible: true,
  incomePercent: 30,
  capBaht: 500_000,
  inCombinedCap: true,
  summary: 'ไม่เกิน 30% ของเงินได้ และรวมกับกองทุนเพื่อการเกษียณอื่นไม่เกิน 500,000 บาท',
  provisional: false,
  source: RD,
};
const ssfClosed: DeductionRule = {
  taxType: 'ssf',
  deductible: false,
  incomePercent: 0,
  capBaht: 0,
  inCombinedCap: true,
  summary: 'หน่วยลงทุนที่ซื้อตั้งแต่ปี 2568 ไม่ได้สิทธิลดหย่อน (สิทธิสำหรับการซื้อปี 2563–2567 เท่านั้น)',
  provisional: false,
  source: RD,
};
const tesg: DeductionRule = {
  taxType: 'tesg',
  deductible: true,
  incomePercent: 30,
  capBaht: 300_000,
  inCombinedCap: false,
  summary: 'ไม่เกิน 30% ของเงินได้ และไม่เกิน 300,000 บาท แยกจากเพดานรวม 500,000 บาท (ซื้อปี 2567–2569 ถือครอง 5 ปี)',
  provisional: false,
  source: SEC_TESG,
};
const tesgxNewMoneyClosed: DeductionRule = {
  taxType: 'tesgx',
  deductible: false,
  incomePercent: 0,
  capBaht: 0,
  inCombinedCap: false,
  summary: 'เงินลงทุนใหม่ลดหย่อนได้เฉพาะปี 2568; LTF ที่สับเปลี่ยนมาในปี 2568 ส่วนที่เกิน 300,000 บาท ทยอยลดหย่อนเท่า ๆ กันปี 2569–2572',
  provisional: false,
  source: SEC_TESG,
};
const ltfSwitch: LtfSwitchRule = {
  aboveBaht: 300_000,
  maxSwitchBaht: 500_000,
  switchYear: 2025,
  spreadYears: [2026, 2027, 2028, 2029],
  source: SEC_TESG,
};

/** One year's table; the tables differ in ThaiESG and ThaiESGX only. */
const yearTable = (year: number, rows: { tesg: DeductionRule; tesgx: DeductionRule }): TaxYearRules => ({
  year,
  lastChecked: '2026-11-23',
  checkNote: RULES_CHECK_NOTE,
  combinedCapBaht: 500_000,
  combinedCapMembers: COMBINED_MEMBERS,
  rules: { ssf: ssfClosed, rmf, ...rows },
  ltfSwitch,
});

export const TAX_YEAR_RULES: readonly TaxYearRules[] = [
  yearTable(2025, {
    tesg,
    tesgx: {
      taxType: 'tesgx',
      deductible: true,
      incomePercent: 30,
      capBaht: 300_000,
      inCombinedCap: false,
      summary: 'เงินลงทุนใหม่ ไม่เกิน 30% ของเงินได้ และไม่เกิน 300,000 บาท เฉพาะที่ซื้อในปี 2568',
      provisional: false,
      source: SEC_TESG,
    },
  }),
  yearTable(2026, { tesg, tesgx: tesgxNewMoneyClosed }),
  // 2027 (2570) as known in 2026: RMF and the closed SSF / ThaiESGX new money are standing rules and
  // the LTF switch is spread over 2026–2029 by the 2025 rule; ThaiESG's 300,000 / 5 years was for
  // purchases of 2024–2026 only, so 2027 is provisional at the scheme's earlier, smaller limit.
  yearTable(2027, {
    tesg: {
      taxType: 'tesg',
      deductible: true,
      incomePercent: 30,
      capBaht: 100_000,
      inCombinedCap: false,
      summary:
        'ยังไม่ยืนยัน: เกณฑ์ 300,000 บาท ถือครอง 5 ปี ใช้กับการซื้อปี 2567–2569 เกณฑ์ของปี 2570 ยังไม่ได้ตรวจสอบ จึงคำนวณด้วยเกณฑ์เดิมของโครงการ (30% ของเงินได้ ไม่เกิน 100,000 บาท) ไว้ก่อน สิทธิจริงอาจมากกว่านี้',
      provisional: true,
      source: RD_NOT_ANNOUNCED,
    },
    tesgx: tesgxNewMoneyClosed,
  }),
];

/** The rules of a tax year, or null when no table for that year has been written yet. */
export const rulesForYear = (year: number): TaxYearRules | null => TAX_YEAR_RULES.find((t) => t.year === year) ?? null;

/** The rows of a table that are not confirmed (the page marks them). */
export const provisionalTypes = (rules: TaxYearRules): FundTaxType[] => TAX_TYPES.filter((t) => rules.rules[t].provisional);

/**
 * Tax types in the order they are useful for a purchase in the table's year: those whose new money
 * deducts first (RMF, the spec §7 default, then ThaiESG, then ThaiESGX), then the ones that give no
 * deduction this year. Without a table the spec §7 order from RMF.
 */
export function taxTypesByUsefulness(rules: TaxYearRules | null): FundTaxType[] {
  const order: FundTaxType[] = ['rmf', 'tesg', 'tesgx', 'ssf'];
  if (!rules) return order;
  return [...order.filter((t) => rules.rules[t].deductible), ...order.filter((t) => !rules.rules[t].deductible)];
}

/** How long a purchase must be held to keep its benefit, by the year it was bought. */
export interface HoldingRule {
  taxType: FundTaxType;
  fromYear: number;
  toYear: number;
  years: number;
  /** RMF: and not before this age (the customer's birth date is not known to us). */
  minAge: number | null;
  summary: string;
  source: RuleSource;
}

export const HOLDING_RULES: readonly HoldingRule[] = [
  { taxType: 'ssf', fromYear: 2020, toYear: 2024, years: 10, minAge: null, summary: 'ถือครองไม่น้อยกว่า 10 ปีนับจากวันที่ซื้อ', source: RD },
  {
    taxType: 'rmf',
    fromYear: 2020,
    toYear: 2099,
    years: 5,
    minAge: 55,
    summary: 'ถือครองไม่น้อยกว่า 5 ปีนับจากวันที่ซื้อครั้งแรก และขายได้เมื่ออายุครบ 55 ปีบริบูรณ์',
    source: RD,
  },
  {
    taxType: 'tesg',
    fromYear: 2023,
    toYear: 2023,
    years: 8,
    minAge: null,
    summary: 'ซื้อปี 2566: ถือครองไม่น้อยกว่า 8 ปีนับจากวันที่ซื้อ',
    source: SEC_TESG,
  },
  {
    taxType: 'tesg',
    fromYear: 2024,
    toYear: 2026,
    years: 5,
    minAge: null,
    summary: 'ถือครองไม่น้อยกว่า 5 ปีนับจากวันที่ซื้อ (ซื้อปี 2567–2569)',
    source: SEC_TESG,
  },
  {
    taxType: 'tesgx',
    fromYear: 2025,
    toYear: 2025,
    years: 5,
    minAge: null,
    summary: 'ถือครองไม่น้อยกว่า 5 ปีนับจากวันที่ซื้อหรือสับเปลี่ยนเข้า',
    source: SEC_TESG,
  },
];

/**
 * The holding rule for a purchase in `year`. A year no row covers takes the longest rule known for
 * its type (the safe side: a later date never costs the benefit), flagged so the page says to check.
 */
export function holdingRuleFor(taxType: FundTaxType, year: number): { rule: HoldingRule; exact: boolean } {
  const ofType = HOLDING_RULES.filter((r) => r.taxType === taxType);
  const exact = ofType.find((r) => year >= r.fromYear && year <= r.toYear);
  if (exact) return { rule: exact, exact: true };
  const longest = [...ofType].sort((a, b) => b.years - a.years)[0];
  if (!longest) throw new Error(`no holding rule for ${taxType}`);
  return { rule: longest, exact: false };
}

/** Display names of the tax types (spec §1), in the spec §9 order: ssf, rmf, then the others. */
export const TAX_TYPE_LABEL: Readonly<Record<FundTaxType, string>> = {
  ssf: 'SSF',
  rmf: 'RMF',
  tesg: 'ThaiESG',
  tesgx: 'ThaiESGX',
};
export const TAX_TYPES: readonly FundTaxType[] = ['ssf', 'rmf', 'tesg', 'tesgx'];
