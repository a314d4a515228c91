import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ServiceLevel } from '@port/shared/contracts/service-level';
import type { RouteDeps } from '../route-deps';
import { advisors, customerAdvisors } from '../../db/schema/advisors';
import { customerServiceLevels, serviceLevels } from '../../db/schema/service-levels';
import { requireCustomer } from '../../http/require-customer';
import { money, sum, MONEY, toScaled } from '../../lib/decimal';
import { valuedHoldings } from '../../services/holdings';
import { customerPlans } from '../../services/plans';
import { toAdvisor } from '../advisor/plugin';

/** GET /api/lead/private/v1/customer/service-level: null when the customer has none (spec §3, §8). */
const leadRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/private/v1/customer/service-level', async (request) => {
    const customerId = requireCustomer(request);
    const [row] = await db
      .select({ level: serviceLevels, optIn: customerServiceLevels.optIn })
      .from(customerServiceLevels)
      .innerJoin(serviceLevels, eq(serviceLevels.shortCode, customerServiceLevels.shortCode))
      .where(eq(customerServiceLevels.customerId, customerId));
    if (!row) return { data: null };
    const [advisor] = await db
      .select({ advisor: advisors, isDefault: customerAdvisors.isDefault })
      .from(customerAdvisors)
      .innerJoin(advisors, eq(advisors.id, customerAdvisors.advisorId))
      .where(eq(customerAdvisors.customerId, customerId));
    const plans = await customerPlans(db, customerId);
    const marketValue = sum((await valuedHoldings(db, plans.map((p) => p.id))).map((h) => h.aum));
    const data: ServiceLevel = {
      name_th: row.level.nameTh,
      service_level: row.level.serviceLevel,
      internal_service_level: row.level.internalServiceLevel,
      short_code: row.level.shortCode,
      cost: money(toScaled(row.level.cost, MONEY)),
      market_value: money(marketValue),
      opt_in: row.optIn,
      advisor: advisor ? toAdvisor(advisor.advisor, advisor.isDefault) : null,
    };
    return { data };
  });
};

export default leadRoutes;
