import { assetListBodySchema } from '@port/shared/contracts/asset-list';
import { totalWeight, weightBasis } from '@port/shared/domain/plan-fund-list';
import { FUND_CART_MESSAGES as M } from '../messages';

/**
 * The fund cart (spec §3 client store area "cart"): the funds a customer is putting in a plan's
 * own list, each with the weight as typed. Pure steps, so the page only wires them to inputs.
 */
export type CartAsset = { fund_code: string; weight: number };
export interface CartLine {
  fund_code: string;
  /** The weight as typed, in percent ('' while empty). */
  weightText: string;
}

const WEIGHT = /^\d{1,3}(\.\d{1,2})?$/;

/** A typed weight as a number, or null when it is not a percent with at most two decimals. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  return WEIGHT.test(trimmed) ? Number(trimmed) : null;
}

const asText = (basis: number) => (basis / 100).toFixed(2).replace(/\.?0+$/, '');

export const cartFromAssets = (assets: readonly CartAsset[]): CartLine[] =>
  assets.map((a) => ({ fund_code: a.fund_code, weightText: asText(weightBasis(a.weight)) }));

/** The percent not yet given to any fund (never below 0). */
export function remainingWeight(lines: readonly CartLine[]): number {
  const given = totalWeight(lines.map((l) => parseWeight(l.weightText) ?? 0));
  return Math.max(0, weightBasis(100 - given)) / 100;
}

/** Adds a fund (once) with whatever percent is left, so a cart of one fund is already whole. */
export function addFund(lines: readonly CartLine[], fundCode: string): CartLine[] {
  if (lines.some((l) => l.fund_code === fundCode)) return [...lines];
  const left = remainingWeight(lines);
  return [...lines, { fund_code: fundCode, weightText: left > 0 ? asText(weightBasis(left)) : '' }];
}

export const removeFund = (lines: readonly CartLine[], fundCode: string): CartLine[] =>
  lines.filter((l) => l.fund_code !== fundCode);

export const setWeight = (lines: readonly CartLine[], fundCode: string, weightText: string): CartLine[] =>
  lines.map((l) => (l.fund_code === fundCode ? { ...l, weightText } : l));

/** Equal weights in hundredths of a percent; the remainder goes to the first funds (33.34, 33.33, 33.33). */
export function spreadEvenly(lines: readonly CartLine[]): CartLine[] {
  if (lines.length === 0) return [];
  const share = Math.floor(10_000 / lines.length);
  const extra = 10_000 - share * lines.length;
  return lines.map((l, i) => ({ ...l, weightText: asText(share + (i < extra ? 1 : 0)) }));
}

export type CartCheck = { ok: true; assets: CartAsset[] } | { ok: false; problem: string; fundCode: string | null };

/** The cart as the server will read it: the contract's own Thai reason when it would be refused. */
export function checkCart(lines: readonly CartLine[]): CartCheck {
  const bad = lines.find((l) => parseWeight(l.weightText) === null);
  if (bad) return { ok: false, problem: M.weightFormat(bad.fund_code), fundCode: bad.fund_code };
  const assets = lines.map((l) => ({ fund_code: l.fund_code, weight: parseWeight(l.weightText)! }));
  const parsed = assetListBodySchema.shape.assets.safeParse(assets);
  if (parsed.success) return { ok: true, assets };
  const issue = parsed.error.issues[0];
  const index = typeof issue?.path[0] === 'number' ? issue.path[0] : null;
  return {
    ok: false,
    problem: issue?.message ?? M.invalid,
    fundCode: index === null ? null : (assets[index]?.fund_code ?? null),
  };
}
