import type { ModelAllocation } from '../../db/schema/plans';

/** The model a newly created plan follows, by plan type and risk level (catalogue of the demo). */
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
  if (riskLevel <= 2)
    return {
      code: 'MP-EMERGENCY',
      model: [
        { fund_code: 'K-CASH', weight: 60 },
        { fund_code: 'ES-CASH', weight: 40 },
      ],
    };
  if (riskLevel <= 4)
    return {
      code: 'MP-BALANCED',
      model: [
        { fund_code: 'K-FIXED', weight: 70 },
        { fund_code: 'KFSMART', weight: 30 },
      ],
    };
  if (riskLevel === 5)
    return {
      code: 'MP-BALANCED',
      model: [
        { fund_code: 'KFSMART', weight: 60 },
        { fund_code: 'K-FIXED', weight: 40 },
      ],
    };
  if (riskLevel <= 7)
    return {
      code: 'MP-GROWTH',
      model: [
        { fund_code: 'ONE-UGG-RA', weight: 40 },
        { fund_code: 'KFSDIV', weight: 30 },
        { fund_code: 'K-FIXED', weight: 30 },
      ],
    };
  return {
    code: 'MP-GOE',
    model: [
      { fund_code: 'SCBSET50', weight: 40 },
      { fund_code: 'KT-PRECIOUS', weight: 20 },
      { fund_code: 'K-PROPI', weight: 40 },
    ],
  };
}
