import type { PlanTypeCard, PlanTypeInfo } from '@port/shared/contracts/plan-select';
import { eq } from 'drizzle-orm';
import { allowedFundRisk, allowedRisk } from '@port/shared/domain/allowed-risk';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { bangkokDate } from '../../lib/dates';
import { riskProfile } from '../../lib/risk-table';
import { modelInfo } from './model-port';
import { modelTemplate } from './model-templates';
import { fundsByCode, fundTaxType } from '../funds/navs';
import { riskDisplay } from './plan-display';

const pct1 = (share: number) => Math.round(share * 1000) / 10;

/**
 * A plan type's card with the model portfolio a new plan of it follows at a risk level (the
 * same template createPlan stores), funds and category weights from the fund catalogue.
 */
export async function planTypeInfo(
  db: Db,
  card: PlanTypeCard,
  customerId: string | null,
  riskLevel = card.suggested_risk_level,
): Promise<PlanTypeInfo> {
  const template = modelTemplate(card.plan_type, riskLevel);
  const funds = await fundsByCode(
    db,
    template.model.map((m) => m.fund_code),
  );
  const info = modelInfo(
    template.code,
    template.model.map((m) => fundTaxType(funds.get(m.fund_code)?.taxType ?? '')),
  );
  const categories = new Map<string, number>();
  const modelFunds = template.model.map((m) => {
    const fund = funds.get(m.fund_code);
    const category = fund?.aimcCategoryTh ?? 'อื่นๆ';
    categories.set(category, (categories.get(category) ?? 0) + m.weight);
    return {
      fund_shortcode: m.fund_code,
      fund_name_th: fund?.nameTh ?? m.fund_code,
      aimc_category_th: category,
      risk_level: fund?.riskLevel ?? riskLevel,
      weight: m.weight,
    };
  });
  const profile = riskProfile(riskLevel);
  const [customer] = customerId
    ? await db
        .select({ suitRiskLevel: customers.suitRiskLevel, suitExpiry: customers.suitExpiry })
        .from(customers)
        .where(eq(customers.id, customerId))
    : [];
  const risk = customer ? allowedRisk(customer, bangkokDate()) : null;
  return {
    ...card,
    customer_risk_level: risk ? allowedFundRisk(risk) : null,
    customer_risk_state: risk?.state ?? null,
    customer_suit_expiry: customer?.suitExpiry ?? null,
    model: {
      code: template.code,
      title: info.title,
      sub_title: info.subTitle,
      description: info.description,
      risk_level: riskLevel,
      risk_level_display: riskDisplay(riskLevel),
      annual_target: pct1(profile.expectedReturn),
      volatility: pct1(profile.volatility),
      categories: [...categories].map(([name, weight]) => ({ name, weight })),
      funds: modelFunds,
    },
  };
}
