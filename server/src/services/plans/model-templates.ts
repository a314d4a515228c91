import { riskLevelModel } from '@port/shared/domain/plan-models';
import type { ModelAllocation } from '../../db/schema/plans';
import { businessNow } from '../../lib/clock';
import { bangkokYear } from '../../lib/dates';
import { taxSavingModel } from '../tax/tax-saving-model';

/**
 * The model a newly created plan follows, by plan type and risk level: the tax-saving model, else
 * the risk ladder of shared/domain/plan-models (every fund at or below the plan's level).
 */
export function modelTemplate(planType: string, riskLevel: number): { code: string; model: ModelAllocation[] } {
  // Only tax types that deduct in the Bangkok year of the request (issue 17 item 2): tax-saving-model.ts.
  if (planType === 'tax-saving') return { code: 'MP-TAX', model: taxSavingModel(bangkokYear(businessNow())) };
  return riskLevelModel(riskLevel);
}
