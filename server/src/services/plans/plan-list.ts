import { eq } from 'drizzle-orm';
import type { PlanListData, PlanListAccount } from '@port/shared/contracts/plan-list';
import { canOaSchema } from '@port/shared/contracts/plan-list';
import {
  dcaStatusSchema,
  praStatusSchema,
  planStatusServerSchema,
  productAccountTypeSchema,
  segregateAccountStatusSchema,
} from '@port/shared/contracts/enums';
import { PLAN_TYPE_NAMES } from '@port/shared/domain/plan-types';
import { planMinimum } from '@port/shared/domain/plan-minimum';
import { minInvestTopup } from '@port/shared/domain/plan-topup';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { money, percent, sum } from '../../lib/decimal';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { planTypeBadgeUrl, riskText, toPlanType } from './plan-display';
import { planListFacts } from './plan-list-query';
import { goalShortfallOf } from '../projection/goal-status';
import { visualStatus } from './visual-status';

export async function customerRow(db: Db, customerId: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
  return customer;
}

/** Plan list data (spec §3): accounts with their plans valued now, visual status, can_oa, agent; one SQL statement. */
export async function planList(db: Db, customerId: string): Promise<PlanListData> {
  const facts = await planListFacts(db, customerId);
  const { customer, plans, accounts: accountRows, aaEnabled, pendingCount } = facts;
  if (!customer) throw new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
  const valueOf = (planId: number) => facts.values.get(planId) ?? { aum: 0n, cost: 0n };
  const shortfalls = new Map(
    await Promise.all(
      plans.map(
        async (p) =>
          [
            p.id,
            await goalShortfallOf({
              planType: toPlanType(p.planType),
              riskLevel: p.riskLevel,
              value: money(valueOf(p.id).aum),
              contribution: Number(p.contribution),
              goalMoney: p.goalMoney === null ? null : Number(p.goalMoney),
              goalTimeframe: p.goalTimeframe,
              createdAt: p.createdAt,
            }),
          ] as const,
      ),
    ),
  );
  /** Spec §4 need-topup-min-invest (issue 22 item 2): a plan worth less than its model's minimum. */
  const topupOf = (p: (typeof plans)[number], aum: bigint) => {
    const minimum = planMinimum('topup', p.model, facts.fundMins);
    const topup = minInvestTopup(aum, minimum);
    return topup === null ? null : { minimum: money(minimum), topup: money(topup) };
  };
  const result: PlanListAccount[] = accountRows.map((account) => {
    const items = plans
      .filter((p) => p.accountId === account.id)
      .map((p) => {
        const { aum, cost } = valueOf(p.id);
        const planType = toPlanType(p.planType);
        return {
          plan_id: String(p.id),
          plan_slot: p.planSlot,
          plan_name: p.planName,
          plan_type: planType,
          plan_type_display: PLAN_TYPE_NAMES[planType],
          plan_type_badge_url: planTypeBadgeUrl(planType),
          risk_level: p.riskLevel,
          risk_level_text: riskText(p.riskLevel),
          aum: money(aum),
          cost: money(cost),
          unrealized_pl: money(aum - cost),
          unrealized_percentage: percent(aum - cost, cost),
          plan_status: planStatusServerSchema.parse(p.status),
          is_aa_enabled: aaEnabled.has(p.id),
          dca_status: dcaStatusSchema.parse(p.dcaStatus),
          pra_status: praStatusSchema.parse(p.praStatus),
          goal_shortfall: shortfalls.get(p.id) ?? null,
          min_invest_topup: topupOf(p, aum),
          pending_order_count: pendingCount.get(p.id) ?? 0,
          aumScaled: aum,
        };
      });
    return {
      account_type: productAccountTypeSchema.parse(account.accountType),
      account_code: account.accountCode,
      status: segregateAccountStatusSchema.parse(account.status),
      aum: money(sum(items.map((i) => i.aumScaled))),
      plans: items.map(({ aumScaled: _unused, ...item }) => item),
    };
  });
  const first = accountRows[0];
  return {
    visual_status: visualStatus(customer, plans, facts.bank),
    accounts: result,
    can_oa: canOaSchema.parse(customer.canOa),
    customer: {
      agent: first ? { agent_account_id: first.agentAccountId, agent_name: customer.agent ?? customer.displayNameTh } : null,
    },
  };
}
