import { eq } from 'drizzle-orm';
import type { ServiceLevel } from '@port/shared/contracts/service-level';
import type { Db } from '../../db/client';
import { customerServiceLevels, serviceLevels } from '../../db/schema/service-levels';
import { money, sum, MONEY, toScaled } from '../../lib/decimal';
import { customerAdvisor } from './advisor';
import { valuedHoldings } from '../portfolio/holdings';
import { customerPlans } from '../plans/plans';

/** The customer's service level with their market value and advisor; null when they have none (spec §3, §8). */
export async function serviceLevelOf(db: Db, customerId: string): Promise<ServiceLevel | null> {
  const [row] = await db
    .select({ level: serviceLevels, optIn: customerServiceLevels.optIn })
    .from(customerServiceLevels)
    .innerJoin(serviceLevels, eq(serviceLevels.shortCode, customerServiceLevels.shortCode))
    .where(eq(customerServiceLevels.customerId, customerId));
  if (!row) return null;
  const advisor = await customerAdvisor(db, customerId);
  const plans = await customerPlans(db, customerId);
  const marketValue = sum(
    (
      await valuedHoldings(
        db,
        plans.map((p) => p.id),
      )
    ).map((h) => h.aum),
  );
  return {
    name_th: row.level.nameTh,
    service_level: row.level.serviceLevel,
    internal_service_level: row.level.internalServiceLevel,
    short_code: row.level.shortCode,
    cost: money(toScaled(row.level.cost, MONEY)),
    market_value: money(marketValue),
    opt_in: row.optIn,
    advisor,
  };
}
