import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { planTypeInfoSchema } from '@port/shared/contracts/plan-select';
import { getData } from '@port/shared/http/data';

/** GET hybrid/v1/plan-select/info/{planType}[?risk_level=N] (spec §7): the card and its model portfolio. */
export const planTypeInfoKey = (planType: string, riskLevel?: number | null) =>
  riskLevel ? `${portPaths.planSelectInfo(planType)}?risk_level=${riskLevel}` : portPaths.planSelectInfo(planType);

export function usePlanTypeInfo(planType: string | null, riskLevel?: number | null) {
  return useSWR(planType ? planTypeInfoKey(planType, riskLevel) : null, (key: string) => getData(key, planTypeInfoSchema), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
