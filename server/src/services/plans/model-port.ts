import type { ModelPort } from '@port/shared/contracts/model-port';
import type { ProportionSlice } from '@port/shared/contracts/plans-summary';
import { PLAN_TYPE_NAMES } from '@port/shared/domain/plan-types';
import type { Db } from '../../db/client';
import { money, mulDiv, MONEY, percent, toScaled } from '../../lib/decimal';
import { riskProfile } from '../../lib/risk-table';
import { fundsByCode, fundTaxType } from '../funds/navs';
import { taxModelText } from '../tax/tax-saving-model';
import { businessNow } from '../../lib/clock';
import { bangkokYear } from '../../lib/dates';
import type { FundTaxType } from '@port/shared/contracts/enums';
import { marketTiming } from './market-timing';
import { riskDisplay, toPlanType } from './plan-display';
import type { PlanRow } from './plans';
import { siteUrl } from '../../platform/site-links';

export const MODELS: Record<string, { title: string; subTitle: string; description: string }> = {
  'MP-GROWTH': {
    title: 'พอร์ตเติบโต',
    subTitle: 'เน้นหุ้นทั่วโลกเพื่อการเติบโตระยะยาว',
    description: 'ลงทุนในหุ้นทั่วโลกและหุ้นไทยปันผล พร้อมตราสารหนี้ช่วยลดความผันผวน',
  },
  'MP-BALANCED': {
    title: 'พอร์ตสมดุล',
    subTitle: 'ผสมหุ้นและตราสารหนี้',
    description: 'สมดุลระหว่างการเติบโตและความมั่นคงสำหรับเป้าหมายระยะกลาง',
  },
  'MP-CONSERVATIVE': {
    title: 'พอร์ตมั่นคง',
    subTitle: 'ตราสารหนี้และตลาดเงิน',
    description: 'เน้นตราสารหนี้ระยะกลาง พร้อมกองทุนตลาดเงินเพื่อสภาพคล่อง ไม่มีกองทุนเสี่ยงเกินระดับ 4',
  },
  'MP-GOE': {
    title: 'พอร์ต GOE',
    subTitle: 'กระจายการลงทุนหลายสินทรัพย์',
    description: 'หุ้นไทย ทองคำ และอสังหาริมทรัพย์ เพื่อกระจายความเสี่ยง',
  },
  // Sub-title and description are written per Bangkok year from the funds held: taxModelText.
  'MP-TAX': { title: 'พอร์ตลดหย่อนภาษี', subTitle: '', description: '' },
  // A list the customer chose on the plan's funds page (asset/list, issue 22 item 3).
  'MP-CUSTOM': {
    title: 'พอร์ตที่คุณจัดเอง',
    subTitle: 'กองทุนและสัดส่วนที่คุณเลือก',
    description: 'รายการกองทุนที่คุณเลือกเอง ทุกกองทุนมีความเสี่ยงไม่เกินระดับความเสี่ยงของแผน',
  },
  'MP-EMERGENCY': { title: 'พอร์ตเงินสำรอง', subTitle: 'สภาพคล่องสูง ความเสี่ยงต่ำ', description: 'กองทุนตลาดเงินสำหรับเงินสำรองฉุกเฉิน' },
};

/**
 * A model's title and texts; the tax-saving model's say what its funds give for purchases in this
 * Bangkok year (issue 17 item 2: never 'every fund deducts' over funds that do not).
 */
export function modelInfo(
  code: string,
  fundTaxTypes: (FundTaxType | null)[],
): { title: string; subTitle: string; description: string } {
  const info = MODELS[code] ?? { title: code, subTitle: '', description: '' };
  return code === 'MP-TAX' ? { ...info, ...taxModelText(fundTaxTypes, bangkokYear(businessNow())) } : info;
}

/** Model port (spec §3) of a plan that follows one; null when the plan has no model. */
export async function modelPortOf(db: Db, plan: PlanRow): Promise<ModelPort | null> {
  if (!plan.modelCode || plan.model.length === 0) return null;
  const funds = await fundsByCode(
    db,
    plan.model.map((m) => m.fund_code),
  );
  const info = modelInfo(
    plan.modelCode,
    plan.model.map((m) => fundTaxType(funds.get(m.fund_code)?.taxType ?? '')),
  );
  const initial = toScaled(plan.initial, MONEY);
  const contribution = toScaled(plan.contribution, MONEY);
  const data = plan.model.map((m) => {
    const w = BigInt(Math.round(m.weight * 100));
    return {
      fund_shortcode: m.fund_code,
      fund_name_th: funds.get(m.fund_code)?.nameTh ?? m.fund_code,
      weight: m.weight,
      initial_amount: money(mulDiv(initial, w, 10_000n)),
      contribution_amount: money(mulDiv(contribution, w, 10_000n)),
    };
  });
  const slicesBy = (key: 'broadCategoryTh' | 'aimcCategoryTh'): ProportionSlice[] => {
    const map = new Map<string, { weight: number; color: string }>();
    for (const m of plan.model) {
      const fund = funds.get(m.fund_code);
      const name = fund?.[key] ?? 'อื่นๆ';
      const current = map.get(name) ?? { weight: 0, color: fund?.color ?? '#57606A' };
      current.weight += m.weight;
      map.set(name, current);
    }
    return [...map.entries()].map(([name, v]) => ({
      name,
      weight: v.weight,
      aum: money(mulDiv(initial, BigInt(Math.round(v.weight * 100)), 10_000n)),
      color: v.color,
    }));
  };
  const profile = riskProfile(plan.riskLevel);
  return {
    plan_type_display: PLAN_TYPE_NAMES[toPlanType(plan.planType)],
    title: info.title,
    description: info.description,
    sub_title: info.subTitle,
    content_url: siteUrl(`model-ports/${plan.modelCode.toLowerCase()}`),
    annual_target: percent(BigInt(Math.round(profile.expectedReturn * 10_000)), 10_000n),
    icon: `/static/model-ports/${plan.modelCode.toLowerCase()}.svg`,
    port_information: [
      { label: 'ระดับความเสี่ยง', value: riskDisplay(plan.riskLevel) },
      { label: 'ผลตอบแทนคาดหวังต่อปี', value: `${(profile.expectedReturn * 100).toFixed(1)}%` },
      { label: 'ความผันผวนต่อปี', value: `${(profile.volatility * 100).toFixed(1)}%` },
    ],
    port_detail: info.description,
    broad_categories: slicesBy('broadCategoryTh'),
    categories: slicesBy('aimcCategoryTh'),
    market_timing: await marketTiming(
      db,
      plan.model.map((m) => m.fund_code),
    ),
    asset: {
      data,
      summary: {
        initial_amount: money(initial),
        contribution_amount: money(contribution),
        weight: plan.model.reduce((s, m) => s + m.weight, 0),
      },
    },
  };
}
