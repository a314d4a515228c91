import type { FundTaxType } from '@port/shared/contracts/enums';
import { deductibleTaxTypes, deductionIn } from '@port/shared/domain/tax-rulebook';
import { rulesForYear, TAX_TYPE_LABEL, TAX_TYPES, TAX_YEAR_RULES } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import type { ModelAllocation } from '../../db/schema/plans';

/** The tax-saving plan's fund per tax type and its share when every type deducts (seed catalogue). */
const SLEEVES: readonly { taxType: FundTaxType; fund_code: string; share: number }[] = [
  { taxType: 'ssf', fund_code: 'K-CHANGE-SSF', share: 30 },
  { taxType: 'rmf', fund_code: 'SCBRMS&P500', share: 60 },
  { taxType: 'tesg', fund_code: 'TISCOESG-A', share: 40 },
  { taxType: 'tesgx', fund_code: 'KT-TESGX', share: 25 },
];

/** The year whose table picks the funds: the year itself, else the latest table before it. */
export function modelTableYear(year: number): number | null {
  const known = TAX_YEAR_RULES.map((t) => t.year).filter((y) => y <= year);
  return known.length > 0 ? Math.max(...known) : null;
}

/**
 * The tax-saving plan's model for a plan created in the Bangkok tax year `year` (issue 17 item 2):
 * only tax types whose new money deducts that year (2026: RMF and ThaiESG; no SSF, no ThaiESGX),
 * their shares scaled to 100 % (whole percents, the remainder to the largest). A year without a
 * table picks its funds by the latest table (and the plan page promises no deduction for it).
 */
export function taxSavingModel(year: number): ModelAllocation[] {
  const tableYear = modelTableYear(year);
  const types = tableYear === null ? ['rmf'] : deductibleTaxTypes(tableYear);
  const sleeves = SLEEVES.filter((s) => types.includes(s.taxType));
  const total = sleeves.reduce((sum, s) => sum + s.share, 0);
  const model = sleeves.map((s) => ({ fund_code: s.fund_code, weight: Math.floor((s.share * 100) / total) }));
  const largest = model.reduce((best, m) => (m.weight > best.weight ? m : best), model[0]!);
  largest.weight += 100 - model.reduce((sum, m) => sum + m.weight, 0);
  return model;
}

const label = (types: FundTaxType[]) => types.map((t) => TAX_TYPE_LABEL[t]).join(' และ ');

/**
 * What the tax-saving model says about itself for purchases in `year` (its sub-title and
 * description on the plan-type card and the plan page), true of the funds it holds: which deduct,
 * which do not (the plan buys only the former), or that the year has no rule table yet.
 */
export function taxModelText(fundTaxTypes: (FundTaxType | null)[], year: number): { subTitle: string; description: string } {
  const types = TAX_TYPES.filter((t) => fundTaxTypes.includes(t));
  const be = buddhistYear(year);
  const subTitle = `${label(types)} ในพอร์ตเดียว`;
  if (!rulesForYear(year)) return { subTitle, description: `ยังไม่มีตารางเกณฑ์ลดหย่อนของปีภาษี ${be} จึงยังไม่ยืนยันสิทธิลดหย่อนของการซื้อปีนี้` };
  const closed = types.filter((t) => deductionIn(t, year) !== 'deducts');
  if (closed.length === 0)
    return { subTitle, description: `ทุกกองทุนในแผนใช้สิทธิลดหย่อนภาษีได้สำหรับการซื้อปี ${be} (ตามเงื่อนไขและเพดานของแต่ละประเภท)` };
  const open = types.filter((t) => !closed.includes(t));
  const buys = open.length > 0 ? ` แผนจึงซื้อเฉพาะ ${label(open)}` : ' แผนจึงไม่ซื้อเพิ่ม';
  return { subTitle, description: `${label(closed)} ไม่ได้สิทธิลดหย่อนสำหรับการซื้อปี ${be}${buys}` };
}
