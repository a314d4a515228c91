import { ASSET_TYPE_DISPLAY, type AssetsAnalyzer } from '@port/shared/contracts/assets-analyzer';
import type { AccountType } from '@port/shared/contracts/enums';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import type { Db } from '../../db/client';
import { money, sum } from '../../lib/decimal';
import { plansSummary } from './analyzer';
import { valuedHoldings } from './holdings';
import { otherAssetsOf } from './other-assets';
import { weightsTo100 } from './proportion-weights';
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

/**
 * Mutual funds (yellow) and other assets (grey), spec §3: the funds valued at the latest NAV and the
 * customer's holdings outside funds (issue 22 item 4), summed in satang so aua is exactly their sum
 * and the two weights add to 100.00.
 */
export async function assetsAnalyzerOf(db: Db, customerId: string): Promise<AssetsAnalyzer> {
  const plans = await customerPlans(db, customerId);
  const [holdings, others] = await Promise.all([
    valuedHoldings(
      db,
      plans.map((p) => p.id),
    ),
    otherAssetsOf(db, customerId),
  ]);
  const funds = sum(holdings.map((h) => h.aum));
  const other = sum(others.map((o) => o.satang));
  const [fundsWeight = 0, otherWeight = 0] = weightsTo100([funds, other]);
  return {
    asset_summary: { aua: money(funds + other) },
    investment_proportion: [
      { type: 'mutual_funds', ...ASSET_TYPE_DISPLAY.mutual_funds, aum: money(funds), weight: fundsWeight },
      { type: 'other_assets', ...ASSET_TYPE_DISPLAY.other_assets, aum: money(other), weight: otherWeight },
    ],
    other_assets: others.map((o) => o.asset),
  };
}
