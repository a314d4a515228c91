import { and, eq } from 'drizzle-orm';
import type { ModelPort } from '@port/shared/contracts/model-port';
import type { UnitholderView } from '@port/shared/contracts/unitholder';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { money, percent, sum, units } from '../../lib/decimal';
import { valuedHoldings } from './holdings';
import { modelPortOf } from '../plans/model-port';
import { fundTaxType } from '../funds/navs';
import { customerRow } from '../plans/plan-list';
import { customerPlans, type PlanRow } from '../plans/plans';

export const noModel = () => new HttpError(404, 'NOT_FOUND', 'แผนนี้ไม่มีพอร์ตต้นแบบ');

/** This customer's account with that agent account id, or 404 (another customer's id is "not found"). */
async function agentAccount(db: Db, customerId: string, agentAccountId: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.agentAccountId, agentAccountId), eq(accounts.customerId, customerId)));
  if (!account) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
  return account;
}

/** The model port of a plan, or 404 when it follows none. */
export async function requiredModelPort(db: Db, plan: PlanRow | undefined): Promise<ModelPort> {
  const model = plan ? await modelPortOf(db, plan) : null;
  if (!model) throw noModel();
  return model;
}

/** The model port followed in an agent account (its first plan with a model). */
export async function agentAccountModel(db: Db, customerId: string, agentAccountId: string): Promise<ModelPort> {
  const account = await agentAccount(db, customerId, agentAccountId);
  const plan = (await customerPlans(db, customerId)).find((p) => p.accountId === account.id && p.modelCode);
  return requiredModelPort(db, plan);
}

/** Holdings of one agent account, per fund (spec §3 unitholder). */
export async function unitholderView(db: Db, customerId: string, agentAccountId: string): Promise<UnitholderView> {
  const account = await agentAccount(db, customerId, agentAccountId);
  const customer = await customerRow(db, customerId);
  const plans = (await customerPlans(db, customerId)).filter((p) => p.accountId === account.id);
  const held = await valuedHoldings(
    db,
    plans.map((p) => p.id),
  );
  const byFund = new Map<string, typeof held>();
  for (const h of held) byFund.set(h.fund.code, [...(byFund.get(h.fund.code) ?? []), h]);
  return {
    agent_account_id: account.agentAccountId,
    agent_name: customer.agent ?? customer.displayNameTh,
    total_aum: money(sum(held.map((h) => h.aum))),
    holdings: [...byFund.values()].map((items) => {
      const fund = items[0]!.fund;
      const aum = sum(items.map((h) => h.aum));
      const cost = sum(items.map((h) => h.cost));
      return {
        unitholder_id: `${account.agentAccountId}-${fund.amcCode}`,
        amc_code: fund.amcCode,
        fund_shortcode: fund.code,
        fund_name_th: fund.nameTh,
        fund_tax_type: fundTaxType(fund.taxType),
        units: units(sum(items.map((h) => h.units))),
        aum: money(aum),
        unrealized_pl: money(aum - cost),
        unrealized_percentage: percent(aum - cost, cost),
      };
    }),
  };
}
