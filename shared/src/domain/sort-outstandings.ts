import type { FundTaxType } from '../contracts/enums';

const rank = (taxType: FundTaxType | null | undefined): number => {
  if (taxType === 'ssf') return 0;
  if (taxType === 'rmf') return 1;
  return 2;
};

/**
 * Orders outstandings by fund_tax_type: ssf first, then rmf, then all others (spec §5, §9).
 * Stable: funds of the same rank keep their order. Returns a new array.
 */
export const sortOutstandings = <T extends { fund_tax_type?: FundTaxType | null }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.fund_tax_type) - rank(b.item.fund_tax_type) || a.index - b.index)
    .map(({ item }) => item);
