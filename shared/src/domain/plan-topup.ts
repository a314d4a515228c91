/**
 * Spec §4 "Plan status (client)" need-topup-min-invest (issue 22 item 2): a plan that holds something
 * but is worth less than its model's minimum (shared/domain/plan-minimum, the one rulebook) needs a
 * top-up of the difference. Money is integer satang (bigint), never floats.
 */

/**
 * The amount (satang) still to invest to reach the plan's minimum, or null when the rule does not
 * apply: nothing held (an empty plan is not "below" its minimum, it has not started), no minimum
 * (a plan without a model), or a value at or above the minimum.
 */
export function minInvestTopup(valueSatang: bigint, minimumSatang: bigint): bigint | null {
  if (valueSatang <= 0n || minimumSatang <= 0n) return null;
  return valueSatang < minimumSatang ? minimumSatang - valueSatang : null;
}
