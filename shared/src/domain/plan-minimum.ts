/**
 * A plan's minimum (issue 17 "Why" 3; STYLE.md "Rules live in one place"): the smallest whole-baht
 * amount whose split by the plan's weights gives every fund at least its own minimum subscription.
 * One rule for the initial amount, the monthly amount, a top-up and a PRA (each fund carries one
 * minimum subscription, so the four differ only by the weights they split by). The cards, the
 * type page, the create form, the PRA box and the checkout show it; the server enforces it.
 * Money is integer satang (bigint); weights are percent with at most two decimals.
 */
export type Allocation = { fund_code: string; weight: number };
export type SplitLine = { fundCode: string; amount: bigint };
/** The fund whose minimum sets the plan's minimum: its code, weight (percent) and minimum (satang). */
export type MinimumBinding = { fundCode: string; weight: number; fundMin: bigint };
/** What a plan's minimum is asked for: all four follow the same rule. */
export type PlanMinimumKind = 'initial' | 'monthly' | 'topup' | 'pra';

const BAHT = 100n;
const basisOf = (weight: number) => BigInt(Math.round(weight * 100));

/** a × b ÷ c rounded half away from zero (non-negative operands). */
const mulDivRound = (a: bigint, b: bigint, c: bigint) => (c === 0n ? 0n : (a * b * 2n + c) / (c * 2n));

/** Splits an amount (satang) by weights; the rounding remainder goes to the largest weight; empty lines dropped. */
export function splitByWeights(amount: bigint, allocations: readonly Allocation[]): SplitLine[] {
  const total = allocations.reduce((s, a) => s + basisOf(a.weight), 0n);
  if (total <= 0n) return [];
  const lines = allocations.map((a) => ({ fundCode: a.fund_code, amount: mulDivRound(amount, basisOf(a.weight), total) }));
  const remainder = amount - lines.reduce((s, l) => s + l.amount, 0n);
  let largest = 0;
  allocations.forEach((a, i) => {
    if (a.weight > (allocations[largest]?.weight ?? 0)) largest = i;
  });
  lines[largest]!.amount += remainder;
  return lines.filter((l) => l.amount > 0n);
}

/**
 * The smallest whole-baht amount (satang) at which every line of the split (with its rounding)
 * gets at least its fund's minimum, and the fund that sets it; 0 and no fund when nothing binds.
 */
export function minimumOfSplit(
  weights: readonly Allocation[],
  fundMins: ReadonlyMap<string, bigint>,
): { amount: bigint; binding: MinimumBinding | null } {
  const totalBasis = weights.reduce((s, w) => s + basisOf(w.weight), 0n);
  if (totalBasis <= 0n) return { amount: 0n, binding: null };
  let binding: MinimumBinding | null = null;
  let amount = 0n;
  for (const w of weights) {
    const fundMin = fundMins.get(w.fund_code) ?? 0n;
    const basis = basisOf(w.weight) > 0n ? basisOf(w.weight) : 1n;
    const needed = (fundMin * totalBasis + basis - 1n) / basis;
    if (needed > amount) {
      amount = needed;
      binding = { fundCode: w.fund_code, weight: w.weight, fundMin };
    }
  }
  if (amount === 0n) return { amount, binding: null };
  amount = ((amount + BAHT - 1n) / BAHT) * BAHT;
  const meets = (a: bigint) => {
    const lines = splitByWeights(a, weights);
    return lines.length === weights.length && lines.every((l) => l.amount >= (fundMins.get(l.fundCode) ?? 0n));
  };
  // The split rounds each line; a baht more at a time settles it (at most a few steps).
  for (let i = 0; i < 100 && !meets(amount); i++) amount += BAHT;
  return { amount, binding };
}

/** A plan's minimum of any kind (satang): the same rule for initial, monthly, top-up and PRA. */
export const planMinimum = (
  _kind: PlanMinimumKind,
  weights: readonly Allocation[],
  fundMins: ReadonlyMap<string, bigint>,
): bigint => minimumOfSplit(weights, fundMins).amount;

/** Satang as a JSON baht number (whole baht here, so exact). */
export const bahtOf = (satang: bigint): number => Number(satang / BAHT) + Number(satang % BAHT) / 100;
