import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { oaApplicationSchema, oaSubmitBodySchema, type OaAccountKind, type OaApplication } from '@port/shared/contracts/oa';
import { sendData } from '@port/shared/http/data';
import { runMutation } from '@port/shared/http/mutation';
import { reviewText } from '../messages';
import { applicationKey } from './get-application';

/** POST …/application/submit with the consent; the plan list (can_oa, account status) changes too. */
export function useSubmitApplication(kind: OaAccountKind) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (): Promise<OaApplication> =>
      runMutation(mutate, {
        send: () =>
          sendData(
            'POST',
            otherPaths.oaApplicationSubmit,
            oaSubmitBodySchema.parse({ account: kind, consent: true }),
            oaApplicationSchema,
          ),
        revalidate: () => [applicationKey(kind), portAggregationPaths.planList],
        announce: () => ({ name: 'ui/success-toast', payload: { title: reviewText.successToast } }),
      }),
    [mutate, kind],
  );
}
