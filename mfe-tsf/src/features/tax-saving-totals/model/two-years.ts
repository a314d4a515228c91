import { zeroTaxSavingFund, type TaxSavingFund, type TaxSavingYear } from '@port/shared/contracts/tax-saving';
import { taxYearAt } from '@port/shared/domain/tax-year';

export interface TwoYears {
  current: TaxSavingYear;
  previous: TaxSavingYear;
  /** The call failed: both years are the spec §8 zeros. */
  fallback: boolean;
}

/**
 * This Bangkok year and the one before (spec §3, §8). A year the answer does not list is zero;
 * a failed call gives zero costs for both years, by the Bangkok calendar at `now`.
 */
export function twoYears(answer: TaxSavingFund | undefined, failed: boolean, now: Date): TwoYears {
  const [zeroCurrent, zeroPrevious] = zeroTaxSavingFund(now) as [TaxSavingYear, TaxSavingYear];
  if (failed || !answer) return { current: zeroCurrent, previous: zeroPrevious, fallback: failed };
  const year = taxYearAt(now);
  const find = (y: number, zero: TaxSavingYear) => answer.find((row) => row.year === y) ?? zero;
  return { current: find(year, zeroCurrent), previous: find(year - 1, zeroPrevious), fallback: false };
}
