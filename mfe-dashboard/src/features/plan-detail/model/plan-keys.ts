import { portAggregationPaths } from '@port/shared/contracts/api-paths';

/** The plan list's SWR key is its URL; mutations of a plan revalidate it (spec §4 cache). */
export const planListKeyForRevalidation = portAggregationPaths.planList;
