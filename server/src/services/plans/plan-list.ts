import { and, count, eq, inArray } from 'drizzle-orm';
import type { PlanListData, PlanListAccount } from '@port/shared/contracts/plan-list';
import { canOaSchema } from '@port/shared/contracts/plan-list';
import {
  dcaStatusSchema,
  planStatusServerSchema,
  productAccountTypeSchema,
  segregateAccountStatusSchema,
} from '@port/shared/contracts/enums';
import { PLAN_TYPE_NAMES } from '@port/shared/domain/plan-types';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { orders } from '../../db/schema/orders';
import { customers } from '../../db/schema/customers';
import { planAutomaticAllocation } from '../../db/schema/aa';
import { money, percent, sum } from '../../lib/decimal';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { valuedHoldings } from '../portfolio/holdings';
import { planTypeBadgeUrl, riskText, toPlanType } from './plan-display';
import { customerPlans } from './plans';
import { goalShortfallOf } from '../projection/goal-status';
import { visualStatus } from './visual-status';

export async function customerRow(db: Db, customerId: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
  return customer;
}

/** Plan list data (spec §3): accounts with their plans valued now, visual status, can_oa, agent. */
export async function planList(db: Db, customerId: string): Promise<PlanListData> {
  const [customer, plans, accountRows] = await Promise.all([
    customerRow(db, customerId),
    customerPlans(db, customerId),
    db.select().from(accounts).where(eq(accounts.customerId, customerId)).orderBy(accounts.id),
  ]);
  const planIds = plans.map((p) => p.id);
  const [held, aaRows, visual, pendingRows] = await Promise.all([
    valuedHoldings(db, planIds),
    planIds.length ? db.select().from(planAutomaticAllocation).where(inArray(planAutomaticAllocation.planId, planIds)) : [],
    visualStatus(db, customer, plans),
    planIds.length
      ? db
          .select({ planId: orders.planId, n: count() })
          .from(orders)
          .where(and(eq(orders.customerId, customerId), inArray(orders.planId, planIds), eq(orders.status, 'pending')))
          .groupBy(orders.planId)
      : [],
  ]);
  const pendingCount = new Map(pendingRows.map((r) => [r.planId, Number(r.n)]));
  const aaEnabled = new Set(aaRows.filter((r) => r.state === 'enabled').map((r) => r.planId));
  const valueOf = (planId: number) => sum(held.filter((h) => h.planId === planId).map((h) => h.aum));
  const shortfalls = new Map(
    await Promise.all(
      plans.map(
        async (p) =>
          [
            p.id,
            await goalShortfallOf({
              planType: toPlanType(p.planType),
              riskLevel: p.riskLevel,
              value: money(valueOf(p.id)),
              contribution: Number(p.contribution),
              goalMoney: p.goalMoney === null ? null : Number(p.goalMoney),
              goalTimeframe: p.goalTimeframe,
              createdAt: p.createdAt,
            }),
          ] as const,
      ),
    ),
  );
  const result: PlanListAccount[] = accountRows.map((account) => {
    const items = plans
      .filter((p) => p.accountId === account.id)
      .map((p) => {
        const mine = held.filter((h) => h.planId === p.id);
        const aum = sum(mine.map((h) => h.aum));
        const cost = sum(mine.map((h) => h.cost));
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
          goal_shortfall: shortfalls.get(p.id) ?? null,
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
    visual_status: visual,
    accounts: result,
    can_oa: canOaSchema.parse(customer.canOa),
    customer: {
      agent: first ? { agent_account_id: first.agentAccountId, agent_name: customer.agent ?? customer.displayNameTh } : null,
    },
  };
}
