import { eq } from 'drizzle-orm';
import type { PlanDetail, PlanFields, Outstanding } from '@port/shared/contracts/plan-detail';
import { praStatusSchema } from '@port/shared/contracts/enums';
import { sortOutstandings } from '@port/shared/domain/sort-outstandings';
import { PLAN_TYPE_NAMES } from '@port/shared/domain/plan-types';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/customers';
import { money, percent, sum, units } from '../../lib/decimal';
import { aaOf, hasAcknowledged } from './automatic-allocation';
import { valuedHoldings, type ValuedHolding } from '../portfolio/holdings';
import { fundTaxType } from '../funds/navs';
import { pendingOrdersOfPlan } from '../orders/orders';
import { planTypeBadgeUrl, riskDisplay, riskText, toPlanType } from './plan-display';
import { praOf } from '../orders/pra';
import { dcaView } from './dca-view';
import { accountTypeOf, type PlanRow } from './plans';

export function outstandingsOf(held: ValuedHolding[]): Outstanding[] {
  const total = sum(held.map((h) => h.aum));
  return sortOutstandings(
    held.map((h) => ({
      fund_shortcode: h.fund.code,
      fund_name_th: h.fund.nameTh,
      fund_tax_type: fundTaxType(h.fund.taxType),
      units: units(h.units),
      nav: units(h.nav),
      nav_date: h.navDate,
      aum: money(h.aum),
      cost: money(h.cost),
      unrealized_pl: money(h.aum - h.cost),
      unrealized_percentage: percent(h.aum - h.cost, h.cost),
      weight: percent(h.aum, total),
    })),
  );
}

export async function planFields(db: Db, plan: PlanRow): Promise<PlanFields> {
  const [account] = await db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, plan.accountId));
  const aa = await aaOf(db, plan);
  const planType = toPlanType(plan.planType);
  return {
    plan_id: String(plan.id),
    plan_slot: plan.planSlot,
    plan_name: plan.planName,
    plan_type: planType,
    plan_type_display: PLAN_TYPE_NAMES[planType],
    goal_timeframe: plan.goalTimeframe,
    initial: Number(plan.initial),
    contribution: Number(plan.contribution),
    goal_money: plan.goalMoney === null ? null : Number(plan.goalMoney),
    goal_type: plan.goalType,
    risk_level: plan.riskLevel,
    risk_level_text: riskText(plan.riskLevel),
    risk_level_display: riskDisplay(plan.riskLevel),
    created_at: plan.createdAt.toISOString(),
    account_type: accountTypeOf(plan),
    pra_status: praStatusSchema.parse(plan.praStatus),
    slug_name: `${plan.accountType}-${plan.planSlot}`,
    can_redraft: plan.canRedraft,
    plan_type_badge_url: planTypeBadgeUrl(planType),
    is_aa_enabled: aa.state === 'enabled',
    account_code: account?.code ?? null,
    model: plan.modelCode,
  };
}

/** Plan detail (spec §3) of one of the customer's plans. */
export async function planDetail(db: Db, customerId: string, plan: PlanRow): Promise<PlanDetail> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const held = await valuedHoldings(db, [plan.id]);
  const fields = await planFields(db, plan);
  const { dca, profiles } = await dcaView(db, customerId, plan);
  const acknowledged = await hasAcknowledged(db, customerId, plan.id, 'aa_welcome');
  return {
    customer: { customer_id: customerId, display_name: customer?.displayNameTh ?? '' },
    outstandings: outstandingsOf(held),
    pra: await praOf(db, customerId, plan),
    dca,
    plan: fields,
    trading: { pending_orders: await pendingOrdersOfPlan(db, customerId, plan.id), dca_profiles: profiles },
    show_feature_acknowledgement: { aa_welcome: fields.is_aa_enabled && !acknowledged },
  };
}
