import useSWR from 'swr';
import { portPaths, withQuery } from '@port/shared/contracts/api-paths';
import type { FundTaxType } from '@port/shared/contracts/enums';
import { EMPTY_FUND_RECOMMENDATION, fundRecommendationSchema } from '@port/shared/contracts/fund';
import { getData } from '@port/shared/http/data';

/** GET port public/api/v1/segregate/fund-recommendation?fund_tax_type= (spec §6 public, §7). */
export const fundRecommendationKey = (taxType: FundTaxType) =>
  withQuery(portPaths.fundRecommendation, { fund_tax_type: taxType });
export const getFundRecommendation = (key: string) => getData(key, fundRecommendationSchema);

/** Empty lists when the call fails (spec §8), so the section says so instead of breaking. */
export function useFundRecommendation(taxType: FundTaxType) {
  const { data, error, isLoading } = useSWR(fundRecommendationKey(taxType), getFundRecommendation, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { data: data ?? (error ? EMPTY_FUND_RECOMMENDATION : undefined), isLoading };
}
