import useSWR from 'swr';
import { portAggregationPaths, withQuery } from '@port/shared/contracts/api-paths';
import type { BatchType } from '@port/shared/contracts/enums';
import { batchOrderPreviewSchema } from '@port/shared/contracts/order';
import { getData } from '@port/shared/http/data';

/** GET port-aggregation v3/batch-order/{batchType}/{planId}?amount= (spec §7): what would be placed. */
export const batchPreviewKey = (batchType: BatchType, planId: string, amount?: number): string =>
  withQuery(portAggregationPaths.batchOrder(batchType, planId), { amount });
export const getBatchPreview = (key: string) => getData(key, batchOrderPreviewSchema);
export const useBatchPreview = (batchType: BatchType, planId: string, amount: number | undefined, enabled = true) =>
  useSWR(enabled ? batchPreviewKey(batchType, planId, amount) : null, getBatchPreview, { revalidateOnFocus: false });
