import { eq } from 'drizzle-orm';
import type { Advisor } from '@port/shared/contracts/advisor';
import type { Db } from '../../db/client';
import { advisors, customerAdvisors } from '../../db/schema/advisors';

export type AdvisorRow = typeof advisors.$inferSelect;

export function toAdvisor(row: AdvisorRow, isDefault: boolean): Advisor {
  return {
    display_name_th: row.displayNameTh,
    display_name_en: row.displayNameEn,
    license_no: row.licenseNo,
    partner: row.partner,
    email: row.email,
    tel: row.tel,
    line_id: row.lineId,
    default: isDefault,
    advisor_type: row.advisorType,
    advisor_tier: row.advisorTier,
  };
}

/** The customer's assigned advisor, or null when none is assigned. */
export async function customerAdvisor(db: Db, customerId: string): Promise<Advisor | null> {
  const [row] = await db
    .select({ advisor: advisors, isDefault: customerAdvisors.isDefault })
    .from(customerAdvisors)
    .innerJoin(advisors, eq(advisors.id, customerAdvisors.advisorId))
    .where(eq(customerAdvisors.customerId, customerId));
  return row ? toAdvisor(row.advisor, row.isDefault) : null;
}
