import type { FundTaxType } from '@port/shared/contracts/enums';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { satangFromNumber } from '@port/shared/domain/satang';
import { calculateRoom } from '@port/shared/domain/tax-room';
import { roomInputsOf, type DeviceInputs } from '@port/shared/domain/tax-room-inputs';
import { rulesForYear, TAX_TYPES } from '@port/shared/domain/tax-rules';

/** Per tax type: what the order buys, the room the calculator shows on this device, and what is above it. */
export interface TaxExcess {
  taxType: FundTaxType;
  buySatang: bigint;
  roomSatang: bigint;
  aboveSatang: bigint;
}

/**
 * How much of the tax-fund buys will not be deductible by the room the customer's calculator shows on
 * this device (issue 17 item 2): the same inputs (tax-room-inputs), this year's purchases and the
 * year's rule table as the tax page. Empty when the calculator has no income yet or the buys'
 * year has no table (the lines then say no deduction is promised).
 */
export function taxExcess(
  lines: ProposalOrderLine[],
  inputs: DeviceInputs,
  bought: Readonly<Record<FundTaxType, number>> | null,
): TaxExcess[] {
  const buys = lines.filter((l) => l.order_type === 'buy' && l.tax_conditions !== null);
  const year = buys[0]?.tax_conditions?.tax_year;
  const rules = year === undefined ? null : rulesForYear(year);
  if (!rules) return [];
  const boughtSatang = Object.fromEntries(TAX_TYPES.map((t) => [t, satangFromNumber(bought?.[t] ?? 0)])) as Record<
    FundTaxType,
    bigint
  >;
  const withLtf = Boolean(rules.ltfSwitch?.spreadYears.includes(rules.year));
  const roomInputs = roomInputsOf(inputs, boughtSatang, withLtf);
  if (!roomInputs) return [];
  const room = calculateRoom(rules, roomInputs);
  return TAX_TYPES.flatMap((taxType): TaxExcess[] => {
    const buySatang = buys
      .filter((l) => l.tax_conditions!.tax_type === taxType && l.tax_conditions!.tax_year === rules.year)
      .reduce((sum, l) => sum + satangFromNumber(l.amount ?? 0), 0n);
    if (buySatang === 0n) return [];
    const roomSatang = room.types.find((t) => t.taxType === taxType)?.roomSatang ?? 0n;
    const aboveSatang = buySatang > roomSatang ? buySatang - roomSatang : 0n;
    return aboveSatang > 0n ? [{ taxType, buySatang, roomSatang, aboveSatang }] : [];
  });
}
