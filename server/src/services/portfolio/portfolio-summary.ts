import { ASSET_TYPE_DISPLAY, type AssetsAnalyzer } from '@port/shared/contracts/assets-analyzer';
import type { AccountType } from '@port/shared/contracts/enums';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import type { Db } from '../../db/client';
import { money, sum } from '../../lib/decimal';
import { plansSummary } from './analyzer';
import { valuedHoldings } from './holdings';
import { customerPlans, type PlanRow } from '../plans/plans';

/** Analyzer of every plan of the customer, or of one account type's plans. */
export async function customerPlansSummary(db: Db, customerId: string, filter?: AccountType): Promise<PlansSummary> {
  const plans = (await customerPlans(db, customerId)).filter((p) => !filter || p.accountType === filter);
  return plansSummary(
    plans,
    await valuedHoldings(
      db,
      plans.map((p) => p.id),
    ),
  );
}

export async function planSummary(db: Db, plan: PlanRow): Promise<PlansSummary> {
  return plansSummary([plan], await valuedHoldings(db, [plan.id]));
}

/** Mutual funds (yellow) and other assets (grey), spec §3. */
export async function assetsAnalyzerOf(db: Db, customerId: string): Promise<AssetsAnalyzer> {
  const plans = await customerPlans(db, customerId);
  const aum = sum(
    (
      await valuedHoldings(
        db,
        plans.map((p) => p.id),
      )
    ).map((h) => h.aum),
  );
  // The distributor holds only mutual funds here; other assets are shown as an empty slice.
  return {
    asset_summary: { aua: money(aum) },
    investment_proportion: [
      { type: 'mutual_funds', ...ASSET_TYPE_DISPLAY.mutual_funds, aum: money(aum), weight: aum > 0n ? 100 : 0 },
      { type: 'other_assets', ...ASSET_TYPE_DISPLAY.other_assets, aum: 0, weight: 0 },
    ],
  };
}
