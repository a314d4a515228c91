import type { WealthTier } from '../contracts/enums';

/** Minimum amounts (THB) of each wealth tier (spec §9), highest first. */
export const WEALTH_TIER_THRESHOLDS: readonly { tier: WealthTier; min: number }[] = [
  { tier: 'PrivateBanking', min: 10_000_000 },
  { tier: 'PrivateWealth', min: 2_000_000 },
  { tier: 'Exclusive', min: 500_000 },
];

export const WEALTH_TIER_LABELS: Record<WealthTier, string> = {
  Exclusive: 'Exclusive',
  PrivateWealth: 'Private Wealth',
  PrivateBanking: 'Private Banking',
};

/** The tier an amount reaches (at or above the threshold), or null below 500,000. */
export const wealthTierFor = (amount: number): WealthTier | null => {
  if (!Number.isFinite(amount)) return null;
  return WEALTH_TIER_THRESHOLDS.find(({ min }) => amount >= min)?.tier ?? null;
};
