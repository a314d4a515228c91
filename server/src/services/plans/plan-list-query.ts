import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketValue, MONEY, toScaled, UNITS } from '../../lib/decimal';
import type { CustomerBank, VisualCustomer } from './visual-status';

export type PlanListCustomer = VisualCustomer & { canOa: Record<string, string>; agent: string | null; displayNameTh: string };
export type PlanListAccountRow = { id: string; accountType: string; accountCode: string; status: string; agentAccountId: string };
export type PlanListPlanRow = {
  id: number;
  accountId: string;
  planSlot: number;
  planName: string;
  planType: string;
  riskLevel: number;
  status: string;
  dcaStatus: string;
  praStatus: string;
  goalTimeframe: number | null;
  goalMoney: string | null;
  contribution: string;
  model: { fund_code: string; weight: number }[];
  createdAt: Date;
};
/** A plan's holdings valued at the latest NAV of each fund, in satang (as valuedHoldings values them). */
export type PlanValue = { aum: bigint; cost: bigint };

export type PlanListFacts = {
  customer: PlanListCustomer | null;
  bank: CustomerBank | null;
  accounts: PlanListAccountRow[];
  plans: PlanListPlanRow[];
  values: Map<number, PlanValue>;
  aaEnabled: Set<number>;
  pendingCount: Map<number, number>;
  /** Minimum subscription (satang) of every fund in the plans' models, for the plan minimum. */
  fundMins: Map<string, bigint>;
};

type Raw = {
  customer: PlanListCustomer | null;
  bank: CustomerBank | null;
  accounts: PlanListAccountRow[];
  plans: (Omit<PlanListPlanRow, 'createdAt'> & { createdAtMs: number | string })[];
  holdings: { planId: number; units: string; cost: string; nav: string }[];
  aaEnabled: number[];
  pending: { planId: number; n: number }[];
  fundMins: { code: string; minInvest: string }[];
};

/**
 * Everything the plan list shows, in ONE statement (issue 19 item 5): the customer, the main bank,
 * the accounts, the live plans, their holdings each with its fund's latest NAV (one backward index
 * probe per holding), automatic allocation and pending-order counts. Numbers travel as text and
 * are valued here with the same exact arithmetic as valuedHoldings (a holding whose fund has no NAV
 * yet is left out, as there).
 */
export async function planListFacts(db: Db, customerId: string): Promise<PlanListFacts> {
  const result = await db.execute<Raw>(sql`
    with p as (select * from plans where customer_id = ${customerId} and is_deleted = false)
    select
      (select json_build_object(
         'id', c.id, 'oaStatus', c.oa_status, 'portStatus', c.port_status, 'kycExpiry', c.kyc_expiry::text,
         'suitExpiry', c.suit_expiry::text, 'idCardExpiry', c.id_card_expiry::text,
         'maintenanceMessage', c.maintenance_message, 'rejectReason', c.reject_reason,
         'canOa', c.can_oa, 'agent', c.agent, 'displayNameTh', c.display_name_th,
         'ats', (select json_build_object('status', r.status, 'rejectReason', r.reject_reason, 'bankCode', r.bank_code,
            'accountNoMasked', r.account_no_masked) from ats_registrations r where r.customer_id = c.id))
       from customers c where c.id = ${customerId}) as customer,
      (select json_build_object('id', b.id, 'bankDisplayName', b.bank_display_name, 'bankAccountNo', b.bank_account_no,
         'bankLogoUrl', b.bank_logo_url)
       from customer_banks b where b.customer_id = ${customerId} and b.is_main order by b.id limit 1) as bank,
      (select coalesce(json_agg(json_build_object('id', a.id, 'accountType', a.account_type, 'accountCode', a.account_code,
         'status', a.status, 'agentAccountId', a.agent_account_id) order by a.id), '[]')
       from accounts a where a.customer_id = ${customerId}) as accounts,
      (select coalesce(json_agg(json_build_object('id', p.id, 'accountId', p.account_id, 'planSlot', p.plan_slot,
         'planName', p.plan_name, 'planType', p.plan_type, 'riskLevel', p.risk_level, 'status', p.status,
         'dcaStatus', p.dca_status, 'praStatus', p.pra_status, 'goalTimeframe', p.goal_timeframe, 'goalMoney', p.goal_money::text,
         'contribution', p.contribution::text, 'model', p.model, 'createdAtMs', floor(extract(epoch from p.created_at) * 1000)::bigint)
         order by p.account_type, p.plan_slot), '[]')
       from p) as plans,
      (select coalesce(json_agg(json_build_object('planId', h.plan_id, 'units', h.units::text, 'cost', h.cost::text,
         'nav', n.nav::text)), '[]')
       from holdings h join p on p.id = h.plan_id
       cross join lateral (select nav from fund_navs where fund_code = h.fund_code order by nav_date desc limit 1) n) as holdings,
      (select coalesce(json_agg(aa.plan_id), '[]')
       from plan_automatic_allocation aa join p on p.id = aa.plan_id where aa.state = 'enabled') as "aaEnabled",
      (select coalesce(json_agg(json_build_object('planId', o.plan_id, 'n', o.n)), '[]')
       from (select plan_id, count(*)::int as n from orders
             where customer_id = ${customerId} and status = 'pending' and plan_id in (select id from p)
             group by plan_id) o) as pending,
      (select coalesce(json_agg(json_build_object('code', f.code, 'minInvest', f.min_invest::text)), '[]')
       from funds f where f.code in (select m->>'fund_code' from p cross join lateral jsonb_array_elements(p.model) m))
        as "fundMins"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Raw[] }).rows) as Raw[];
  const raw = rows[0]!;
  const values = new Map<number, PlanValue>();
  for (const h of raw.holdings) {
    const value = values.get(h.planId) ?? { aum: 0n, cost: 0n };
    value.aum += marketValue(toScaled(h.units, UNITS), toScaled(h.nav, UNITS));
    value.cost += toScaled(h.cost, MONEY);
    values.set(h.planId, value);
  }
  return {
    customer: raw.customer,
    bank: raw.bank,
    accounts: raw.accounts,
    plans: raw.plans.map(({ createdAtMs, ...p }) => ({ ...p, createdAt: new Date(Number(createdAtMs)) })),
    values,
    aaEnabled: new Set(raw.aaEnabled),
    pendingCount: new Map(raw.pending.map((r) => [r.planId, r.n])),
    fundMins: new Map(raw.fundMins.map((f) => [f.code, toScaled(f.minInvest, MONEY)])),
  };
}
