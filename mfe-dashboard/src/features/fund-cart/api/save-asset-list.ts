import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { assetListBodySchema, assetListResultSchema, type AssetListResult } from '@port/shared/contracts/asset-list';
import { SOURCE } from '@port/shared/contracts/common';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { sendData } from '@port/shared/http/data';
import type { CartAsset } from '../model/fund-cart';

/**
 * PATCH private/api/v1/asset/list (spec §7): the cart becomes the plan's fund list; then the plan,
 * its model, its proposal and the plan list are read again (their keys are their URLs).
 */
export function useSaveAssetList(plan: PlanFields) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (assets: CartAsset[]): Promise<AssetListResult> => {
      const body = assetListBodySchema.parse({ plan_id: String(plan.plan_id), source: SOURCE, assets });
      const result = await sendData('PATCH', portPaths.assetList, body, assetListResultSchema);
      const { account_type: accountType, plan_slot: planSlot } = plan;
      await Promise.all([
        mutate(portAggregationPaths.planDetail(accountType, planSlot)),
        mutate(portAggregationPaths.planModel(accountType, planSlot)),
        mutate(portAggregationPaths.proposalOrder(String(plan.plan_id))),
        mutate(portAggregationPaths.planList),
      ]);
      emit('plan/changed', { planId: String(plan.plan_id), accountType, planSlot });
      return result;
    },
    [mutate, plan],
  );
}
