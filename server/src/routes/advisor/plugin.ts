import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { EMPTY_ADVISOR, type Advisor } from '@port/shared/contracts/advisor';
import type { RouteDeps } from '../route-deps';
import { advisors, customerAdvisors } from '../../db/schema/advisors';
import { requireCustomer } from '../../http/require-customer';

export type AdvisorRow = typeof advisors.$inferSelect;

export function toAdvisor(row: AdvisorRow, isDefault: boolean): Advisor {
  return {
    display_name_th: row.displayNameTh, display_name_en: row.displayNameEn, license_no: row.licenseNo, partner: row.partner,
    email: row.email, tel: row.tel, line_id: row.lineId, default: isDefault, advisor_type: row.advisorType, advisor_tier: row.advisorTier,
  };
}

/** GET /api/advisor/private/v1/advisor: the customer's assigned advisor, empty advisor when none (spec §8). */
const advisorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/private/v1/advisor', async (request) => {
    const customerId = requireCustomer(request);
    const [row] = await db
      .select({ advisor: advisors, isDefault: customerAdvisors.isDefault })
      .from(customerAdvisors)
      .innerJoin(advisors, eq(advisors.id, customerAdvisors.advisorId))
      .where(eq(customerAdvisors.customerId, customerId));
    const data: Advisor = row ? toAdvisor(row.advisor, row.isDefault) : EMPTY_ADVISOR;
    return { data };
  });
};

export default advisorRoutes;
