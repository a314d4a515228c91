import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { slaSchema } from '@port/shared/contracts/plan-select';
import { getData } from '@port/shared/http/data';
import { getServiceLevel, serviceLevelKey } from '@port/shared/http/get-service-level';

/** GET hybrid/v1/plan-select/sla/{id} (spec §7): public. */
export const slaKey = (id: string) => portPaths.planSelectSla(id);
export const useSla = (id: string) => useSWR(slaKey(id), (key: string) => getData(key, slaSchema), { revalidateOnFocus: false });

/** The customer's own level (spec §7 lead service-level; empty on failure, §8): asked only when signed in. */
export const useMyServiceLevel = (signedIn: boolean) =>
  useSWR(signedIn ? serviceLevelKey : null, getServiceLevel, { revalidateOnFocus: false });
