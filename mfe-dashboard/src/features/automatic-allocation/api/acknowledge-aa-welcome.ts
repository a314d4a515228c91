import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { featureAcknowledgementBodySchema } from '@port/shared/contracts/automatic-allocation';
import { SOURCE } from '@port/shared/contracts/common';
import type { AccountType } from '@port/shared/contracts/enums';
import { sendData } from '@port/shared/http/data';

/** PATCH .../feature-acknowledgement: the AA welcome is shown once (spec §3 show_feature_acknowledgement). */
export function useAcknowledgeAaWelcome(accountType: AccountType, planSlot: number) {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const body = featureAcknowledgementBodySchema.parse({ feature: 'aa_welcome', source: SOURCE });
    await sendData('PATCH', portPaths.featureAcknowledgement(accountType, planSlot), body);
    await mutate(portAggregationPaths.planDetail(accountType, planSlot));
  }, [mutate, accountType, planSlot]);
}
