import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { planForEditSchema } from '@port/shared/contracts/plan';
import { getData } from '@port/shared/http/data';

/** GET hybrid/v1/plan-create/plan/{id} (spec §7): the signed-in customer's plan being edited. */
export const planForEditKey = (planId: string) => portPaths.planCreatePlan(planId);
export const usePlanForEdit = (planId: string | null) =>
  useSWR(planId ? planForEditKey(planId) : null, (key: string) => getData(key, planForEditSchema), { revalidateOnFocus: false });
