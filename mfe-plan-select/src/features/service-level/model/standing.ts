import type { WealthTier } from '@port/shared/contracts/enums';
import { WEALTH_TIER_LABELS, WEALTH_TIER_THRESHOLDS, wealthTierFor } from '@port/shared/domain/wealth-tier';
import { fromSatang, toSatang } from '@port/shared/domain/satang';

// Whole satang: amounts are compared and subtracted exactly, never as floats (issue 9 review item 1).
const satang = toSatang;
const baht = fromSatang;

export interface TierStep {
  name: string;
  min: number;
  /** What is still missing to reach it (baht, 2 decimals). */
  gap: number;
}

export interface Standing {
  /** The tier the assets reach (spec §9 wealth tiers, the rule the server's sla/{id} minimums follow); null below the first. */
  current: string | null;
  assets: number;
  /** The next tier above the current one; null at the top. */
  next: TierStep | null;
  /** This page's tier when it is above the next one (the gap to it too); null otherwise. */
  page: TierStep | null;
  /** The assets reach this page's tier. */
  reached: boolean;
}

const step = (assetsSatang: number, name: string, min: number): TierStep => ({
  name,
  min,
  gap: baht(satang(min) - assetsSatang),
});

/** Where the customer's assets stand among the tiers, and how far the next tier and this page's tier are. */
export function standingFor(assets: number, pageTier: { name_th: string; min_aum: number }): Standing {
  const a = satang(assets);
  const tier: WealthTier | null = wealthTierFor(baht(a));
  const ascending = [...WEALTH_TIER_THRESHOLDS].sort((x, y) => x.min - y.min);
  const above = ascending.find((t) => satang(t.min) > a);
  const next = above ? step(a, WEALTH_TIER_LABELS[above.tier], above.min) : null;
  const reached = a >= satang(pageTier.min_aum);
  const page =
    !reached && (!next || satang(pageTier.min_aum) > satang(next.min)) ? step(a, pageTier.name_th, pageTier.min_aum) : null;
  return { current: tier ? WEALTH_TIER_LABELS[tier] : null, assets: baht(a), next, page, reached };
}
