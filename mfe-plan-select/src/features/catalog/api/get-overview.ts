import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { planSelectOverviewSchema, planTypeCardListSchema } from '@port/shared/contracts/plan-select';
import { getData } from '@port/shared/http/data';

/** GET hybrid/v1/plan-select/overview (spec §7): public, works signed out. */
export const overviewKey = portPaths.planSelectOverview;
export const useOverview = () => useSWR(overviewKey, (key: string) => getData(key, planSelectOverviewSchema));

/** GET hybrid/v1/plan-select/plan-list (spec §7): every plan type card. */
export const planTypesKey = portPaths.planSelectPlanList;
export const usePlanTypes = () => useSWR(planTypesKey, (key: string) => getData(key, planTypeCardListSchema));
