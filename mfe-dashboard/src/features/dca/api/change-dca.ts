import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { SOURCE } from '@port/shared/contracts/common';
import { dcaRemoveBodySchema, dcaResultSchema, dcaSetUpBodySchema, type DcaResult } from '@port/shared/contracts/dca';
import type { AccountType } from '@port/shared/contracts/enums';
import { sendData } from '@port/shared/http/data';
import { runMutation } from '@port/shared/http/mutation';

export interface DcaSetUpInput {
  amount: number;
  dayOfMonth: number;
  bankId: string;
  /** One key per attempt: a retried request changes nothing twice. */
  idempotencyKey: string;
}

/**
 * POST / DELETE …/plan/{accountType}/{planSlot}/dca (ours, issue 17 item 3), then the plan and the
 * plan list (its status card and DCA state) are read again before the plan is announced changed.
 */
export function useChangeDca(accountType: AccountType, planSlot: number, planDetailKey: string) {
  const { mutate } = useSWRConfig();
  const path = portPaths.planDca(accountType, planSlot);
  const after = {
    revalidate: () => [planDetailKey, portAggregationPaths.planList],
    announce: (r: DcaResult) => ({ name: 'plan/changed' as const, payload: { planId: r.plan_id, accountType, planSlot } }),
  };
  const setUp = useCallback(
    (input: DcaSetUpInput) => {
      const body = dcaSetUpBodySchema.parse({
        amount: input.amount,
        day_of_month: input.dayOfMonth,
        bank_id: input.bankId,
        idempotency_key: input.idempotencyKey,
        source: SOURCE,
      });
      return runMutation(mutate, { send: () => sendData('POST', path, body, dcaResultSchema), ...after });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `after` is rebuilt from these
    [mutate, path, planDetailKey],
  );
  const remove = useCallback(
    (idempotencyKey: string) => {
      const body = dcaRemoveBodySchema.parse({ idempotency_key: idempotencyKey, source: SOURCE });
      return runMutation(mutate, { send: () => sendData('DELETE', path, body, dcaResultSchema), ...after });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `after` is rebuilt from these
    [mutate, path, planDetailKey],
  );
  return { setUp, remove };
}
