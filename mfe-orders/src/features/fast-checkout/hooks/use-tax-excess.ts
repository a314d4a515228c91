import { useMemo } from 'react';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { readDeviceInputs } from '@port/shared/domain/tax-room-inputs';
import { useTaxSavingTotals } from '../api/get-tax-saving-totals';
import { taxExcess, type TaxExcess } from '../model/tax-excess';
import { taxFundLines } from '../components/tax-fund-conditions';

/** What of the tax-fund buys is above the room the calculator shows on this device (issue 17 item 2). */
export function useTaxExcess(lines: ProposalOrderLine[]): TaxExcess[] {
  const hasTaxBuys = taxFundLines(lines).length > 0;
  const totals = useTaxSavingTotals(hasTaxBuys);
  return useMemo(() => {
    if (!hasTaxBuys) return [];
    const year = taxFundLines(lines)[0]!.tax_conditions.tax_year;
    const bought = totals.data?.find((y) => y.year === year)?.cost ?? null;
    return taxExcess(lines, readDeviceInputs(), bought);
  }, [hasTaxBuys, lines, totals.data]);
}
