import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@port/shared/contracts/common';
import type { UnitholderView } from '@port/shared/contracts/unitholder';
import type { RouteDeps } from '../route-deps';
import { accounts } from '../../db/schema/accounts';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { money, percent, sum, units } from '../../lib/decimal';
import { valuedHoldings } from '../../services/holdings';
import { fundTaxType } from '../../services/navs';
import { customerPlans } from '../../services/plans';
import { customerRow } from '../../services/plan-list';

/** GET v1/cust-port/unitholder/agent-account-id/{id}: holdings of one agent account, per fund. */
export function registerUnitholder(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v1/cust-port/unitholder/agent-account-id/:id', async (request) => {
    const customerId = requireCustomer(request);
    const { id } = validate(z.object({ id: idSchema }), request.params);
    const [account] = await db.select().from(accounts).where(and(eq(accounts.agentAccountId, id), eq(accounts.customerId, customerId)));
    if (!account) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
    const customer = await customerRow(db, customerId);
    const plans = (await customerPlans(db, customerId)).filter((p) => p.accountId === account.id);
    const held = await valuedHoldings(db, plans.map((p) => p.id));
    const byFund = new Map<string, typeof held>();
    for (const h of held) byFund.set(h.fund.code, [...(byFund.get(h.fund.code) ?? []), h]);
    const data: UnitholderView = {
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
    return { data };
  });
}
