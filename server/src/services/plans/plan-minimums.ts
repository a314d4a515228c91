import type { PlanType } from '@port/shared/contracts/enums';
import { RISK_LEVELS } from '@port/shared/domain/plan-models';
import { bahtOf, minimumOfSplit, type Allocation } from '@port/shared/domain/plan-minimum';
import type { Db } from '../../db/client';
import { MONEY, toScaled } from '../../lib/decimal';
import { fundsByCode } from '../funds/navs';
import { modelTemplate } from './model-templates';

/** Each fund's minimum subscription (satang), from the fund catalogue. */
export async function fundMinimums(db: Db, codes: readonly string[]): Promise<Map<string, bigint>> {
  const funds = await fundsByCode(db, [...new Set(codes)]);
  return new Map([...funds].map(([code, f]) => [code, toScaled(f.minInvest, MONEY)]));
}

/** The minimum (satang) of a split by these weights: the shared rule (shared/domain/plan-minimum). */
export async function minimumOf(db: Db, weights: readonly Allocation[]) {
  return minimumOfSplit(
    weights,
    await fundMinimums(
      db,
      weights.map((w) => w.fund_code),
    ),
  );
}

/**
 * A new plan's minimum at every risk level 1–8 (baht, index = level − 1): the model it would
 * follow (modelTemplate, the one createPlan stores) split by the shared rule. The cards, the type
 * page and the create form show it; createPlan refuses below it (issue 17 "Why" 3).
 */
export async function planTypeMinimums(db: Db, planType: PlanType): Promise<number[]> {
  const models = RISK_LEVELS.map((level) => modelTemplate(planType, level).model);
  const mins = await fundMinimums(
    db,
    models.flat().map((m) => m.fund_code),
  );
  return models.map((model) => bahtOf(minimumOfSplit(model, mins).amount));
}
