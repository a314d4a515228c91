import type { FundTaxType } from '../contracts/enums';

/**
 * Tax-saving fund rules as data (issue 10): one table per Thai tax year (the Bangkok calendar
 * year), every row naming its source and the table the date it was last checked. The calculator
 * (mfe-tsf tax-room), the fund cards and the sell dates read these tables; nothing else encodes a rule.
 *
 * Last checked 2026-11-23 against the Revenue Department's and the SEC's published rules as
 * summarised by the SET (setinvestnow.com, 14 May 2025) and Krungsri (25 Apr 2025). Amounts in baht.
 */
export interface RuleSource {
  authority: 'กรมสรรพากร' | 'สำนักงาน ก.ล.ต.';
  title: string;
  url: string;
  /** The published summary the row was compared with on the table's lastChecked date. */
  checkedWith: string;
}

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
  lastChecked: string;
  combinedCapBaht: number;
  combinedCapMembers: string;
  rules: Readonly<Record<FundTaxType, DeductionRule>>;
  ltfSwitch: LtfSwitchRule | null;
}

const RD: RuleSource = {
  authority: 'กรมสรรพากร',
  title: 'ค่าลดหย่อนภาษีเงินได้บุคคลธรรมดา',
  url: 'https://www.rd.go.th/',
  checkedWith: 'https://www.setinvestnow.com/th/knowledge/article/669-tsi-tax-benefits-switching-ltf-to-thai-esgx-sustainable',
};
const SEC_TESG: RuleSource = {
  authority: 'สำนักงาน ก.ล.ต.',
  title: 'กองทุนรวมไทยเพื่อความยั่งยืน (Thai ESG / Thai ESGX)',
  url: 'https://www.sec.or.th/',
  checkedWith: 'https://www.krungsri.com/th/krungsri-the-coach/taxes/tax-knowledge/thai-esg-extra-fund',
};

const COMBINED_MEMBERS = 'RMF, SSF, กองทุนสำรองเลี้ยงชีพ, กบข., กองทุนสงเคราะห์ครูโรงเรียนเอกชน, กอช. และประกันชีวิตแบบบำนาญ';

const rmf: DeductionRule = {
  taxType: 'rmf',
  deductible: true,
  incomePercent: 30,
  capBaht: 500_000,
  inCombinedCap: true,
  summary: 'ไม่เกิน 30% ของเงินได้ และรวมกับกองทุนเพื่อการเกษียณอื่นไม่เกิน 500,000 บาท',
  source: RD,
};
const ssfClosed: DeductionRule = {
  taxType: 'ssf',
  deductible: false,
  incomePercent: 0,
  capBaht: 0,
  inCombinedCap: true,
  summary: 'หน่วยลงทุนที่ซื้อตั้งแต่ปี 2568 ไม่ได้สิทธิลดหย่อน (สิทธิสำหรับการซื้อปี 2563–2567 เท่านั้น)',
  source: RD,
};
const tesg: DeductionRule = {
  taxType: 'tesg',
  deductible: true,
  incomePercent: 30,
  capBaht: 300_000,
  inCombinedCap: false,
  summary: 'ไม่เกิน 30% ของเงินได้ และไม่เกิน 300,000 บาท แยกจากเพดานรวม 500,000 บาท',
  source: SEC_TESG,
};
const ltfSwitch: LtfSwitchRule = {
  aboveBaht: 300_000,
  maxSwitchBaht: 500_000,
  switchYear: 2025,
  spreadYears: [2026, 2027, 2028, 2029],
  source: SEC_TESG,
};

/** One year's table: the years checked so far differ only in ThaiESGX new money. */
const yearTable = (year: number, tesgx: DeductionRule): TaxYearRules => ({
  year,
  lastChecked: '2026-11-23',
  combinedCapBaht: 500_000,
  combinedCapMembers: COMBINED_MEMBERS,
  rules: { ssf: ssfClosed, rmf, tesg, tesgx },
  ltfSwitch,
});

export const TAX_YEAR_RULES: readonly TaxYearRules[] = [
  yearTable(2025, {
    taxType: 'tesgx',
    deductible: true,
    incomePercent: 30,
    capBaht: 300_000,
    inCombinedCap: false,
    summary: 'เงินลงทุนใหม่ ไม่เกิน 30% ของเงินได้ และไม่เกิน 300,000 บาท เฉพาะที่ซื้อในปี 2568',
    source: SEC_TESG,
  }),
  yearTable(2026, {
    taxType: 'tesgx',
    deductible: false,
    incomePercent: 0,
    capBaht: 0,
    inCombinedCap: false,
    summary: 'เงินลงทุนใหม่ลดหย่อนได้เฉพาะปี 2568; LTF ที่สับเปลี่ยนมาในปี 2568 ส่วนที่เกิน 300,000 บาท ทยอยลดหย่อนเท่า ๆ กันปี 2569–2572',
    source: SEC_TESG,
  }),
];

/** The rules of a tax year, or null when no table for that year has been checked yet. */
export const rulesForYear = (year: number): TaxYearRules | null => TAX_YEAR_RULES.find((t) => t.year === year) ?? null;

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
