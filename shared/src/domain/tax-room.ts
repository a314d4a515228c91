import type { FundTaxType } from '../contracts/enums';
import type { DeductionRule, TaxYearRules } from './tax-rules';
import { bahtToSatang } from './satang';

/** Why a tax type's room is what it is; a room is never negative, a zero always has a reason. */
export type RoomReason = 'open' | 'notDeductible' | 'noIncome' | 'incomeLimit' | 'typeCap' | 'combinedCap';

export interface RoomInputs {
  incomeSatang: bigint;
  /** Provident fund, GPF, teachers' fund, National Savings Fund, pension insurance: the deductible amounts. */
  otherRetirementSatang: bigint;
  /** LTF units switched into ThaiESGX in the switch year (0 when none). */
  ltfSwitchedSatang: bigint;
  /** Already bought this tax year, per type (the tax-saving totals call). */
  bought: Readonly<Record<FundTaxType, bigint>>;
}

export interface TypeRoom {
  taxType: FundTaxType;
  /** The most this type may deduct this year on its own (percent of income, its own cap). */
  limitSatang: bigint;
  boughtSatang: bigint;
  roomSatang: bigint;
  reason: RoomReason;
}

export interface RoomResult {
  year: number;
  combinedCapSatang: bigint;
  combinedUsedSatang: bigint;
  combinedLeftSatang: bigint;
  types: TypeRoom[];
  /** ThaiESGX: this year's equal part of the LTF switch above the threshold. */
  ltfSwitchDeductionSatang: bigint;
}

const TYPES: readonly FundTaxType[] = ['ssf', 'rmf', 'tesg', 'tesgx'];
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max0 = (a: bigint) => (a > 0n ? a : 0n);

/** Percent of an amount, rounded down to the satang (the safe side: never more room than allowed). */
const percentOf = (satang: bigint, percent: number) => (satang * BigInt(percent)) / 100n;

function typeLimit(rule: DeductionRule, incomeSatang: bigint): bigint {
  if (!rule.deductible) return 0n;
  return min(percentOf(incomeSatang, rule.incomePercent), bahtToSatang(rule.capBaht));
}

function ltfPart(rules: TaxYearRules, switched: bigint): bigint {
  const s = rules.ltfSwitch;
  if (!s || !s.spreadYears.includes(rules.year)) return 0n;
  const spread = max0(min(switched, bahtToSatang(s.maxSwitchBaht)) - bahtToSatang(s.aboveBaht));
  return spread / BigInt(s.spreadYears.length);
}

/** How much each tax type may still deduct this year (issue 10 item 4), from one year's rule table. */
export function calculateRoom(rules: TaxYearRules, inputs: RoomInputs): RoomResult {
  const limits = new Map(TYPES.map((t) => [t, typeLimit(rules.rules[t], inputs.incomeSatang)]));
  const combinedCapSatang = bahtToSatang(rules.combinedCapBaht);
  // Only what can be deducted counts against the combined cap: a purchase above its own limit does not.
  const combinedFunds = TYPES.filter((t) => rules.rules[t].inCombinedCap && rules.rules[t].deductible).reduce(
    (sum, t) => sum + min(inputs.bought[t], limits.get(t)!),
    0n,
  );
  const combinedUsedSatang = inputs.otherRetirementSatang + combinedFunds;
  const combinedLeftSatang = max0(combinedCapSatang - combinedUsedSatang);

  const types = TYPES.map((taxType): TypeRoom => {
    const rule = rules.rules[taxType];
    const limitSatang = limits.get(taxType)!;
    const boughtSatang = inputs.bought[taxType];
    const own = max0(limitSatang - boughtSatang);
    const roomSatang = rule.inCombinedCap ? min(own, combinedLeftSatang) : own;
    return { taxType, limitSatang, boughtSatang, roomSatang, reason: reasonFor(rule, inputs.incomeSatang, own, roomSatang) };
  });
  return {
    year: rules.year,
    combinedCapSatang,
    combinedUsedSatang,
    combinedLeftSatang,
    types,
    ltfSwitchDeductionSatang: ltfPart(rules, inputs.ltfSwitchedSatang),
  };
}

function reasonFor(rule: DeductionRule, incomeSatang: bigint, own: bigint, room: bigint): RoomReason {
  if (!rule.deductible) return 'notDeductible';
  if (room > 0n) return 'open';
  if (incomeSatang === 0n) return 'noIncome';
  if (own > 0n) return 'combinedCap';
  const byIncome = percentOf(incomeSatang, rule.incomePercent);
  return byIncome < bahtToSatang(rule.capBaht) ? 'incomeLimit' : 'typeCap';
}
