import { riskLevelModel } from '@port/shared/domain/plan-models';
import type { ModelAllocation } from '../../db/schema/plans';

/**
 * The model a newly created plan follows, by plan type and risk level: the tax-saving model, else
 * the risk ladder of shared/domain/plan-models (every fund at or below the plan's level).
 */
export function modelTemplate(planType: string, riskLevel: number): { code: string; model: ModelAllocation[] } {
  if (planType === 'tax-saving') {
    return {
      code: 'MP-TAX',
      model: [
        { fund_code: 'K-CHANGE-SSF', weight: 30 },
        { fund_code: 'SCBRMS&P500', weight: 30 },
        { fund_code: 'TISCOESG-A', weight: 20 },
        { fund_code: 'KT-TESGX', weight: 20 },
      ],
    };
  }
  return riskLevelModel(riskLevel);
}
