import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { otherPaths, withQuery } from '@port/shared/contracts/api-paths';
import { oaApplicationSchema, type OaAccountKind, type OaApplication } from '@port/shared/contracts/oa';
import type { OaStep } from '@port/shared/contracts/oa-steps';
import { getHttpClient } from '@port/shared/http/get-http-client';
import { runMutation } from '@port/shared/http/mutation';
import { applicationKey } from './get-application';

/**
 * PUT …/application/steps/{step}?account=kind: saves one step (the server keeps one copy per
 * step, so a retry or a double click is harmless), then the application is read again.
 */
export function useSaveStep(kind: OaAccountKind) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (step: OaStep, body: unknown): Promise<OaApplication> =>
      runMutation(mutate, {
        send: () =>
          getHttpClient().put<OaApplication>(withQuery(otherPaths.oaApplicationStep(step), { account: kind }), {
            body,
            schema: oaApplicationSchema,
          }),
        revalidate: () => [applicationKey(kind)],
      }),
    [mutate, kind],
  );
}
