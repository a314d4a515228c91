import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { dividendProjectionSchema, wealthPathSchema } from '@port/shared/contracts/wealth-path';
import { getData } from '@port/shared/http/data';

export interface ProjectionInput {
  riskLevel: number;
  initial: number;
  contribution: number;
  timeframe: number;
  target: number | null;
}

const amountsQuery = (input: ProjectionInput) =>
  new URLSearchParams({
    initial: String(input.initial),
    contribution: String(input.contribution),
    timeframe: String(input.timeframe),
  });
/** A projection follows the inputs: keep the last answer on screen while the next loads, and do not retry. */
const projectionOptions = { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false };

/** GET hybrid/v1/plan-create/wealth-path/{riskLevel}?initial&contribution&timeframe[&target] (spec §7). */
export function wealthPathKey(input: ProjectionInput): string {
  const query = amountsQuery(input);
  if (input.target !== null) query.set('target', String(input.target));
  return `${portPaths.wealthPath(input.riskLevel)}?${query.toString()}`;
}

export function useWealthPath(input: ProjectionInput | null) {
  return useSWR(input ? wealthPathKey(input) : null, (key: string) => getData(key, wealthPathSchema), projectionOptions);
}

/** GET hybrid/v1/plan-create/dividend/{riskLevel}?initial&contribution&timeframe (spec §7): expected dividend per year. */
export function dividendKey(input: ProjectionInput): string {
  const query = amountsQuery(input);
  return `${portPaths.dividend(input.riskLevel)}?${query.toString()}`;
}

export function useDividend(input: ProjectionInput | null) {
  return useSWR(input ? dividendKey(input) : null, (key: string) => getData(key, dividendProjectionSchema), projectionOptions);
}
