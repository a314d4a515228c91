import { z } from 'zod';

/** Flag names the product reads (the flag service's names are not shown; ours). */
export const FEATURE_FLAG_NAMES = [
  'automatic-allocation',
  'tax-saving-fund-combo',
  'proposal-order',
  'plan-analyzer',
  'open-account',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** GET /api/feature-flags: `{ data: { flags: { name: value } } }`. */
export const featureFlagValueSchema = z.union([z.boolean(), z.string(), z.number()]);
export const featureFlagsSchema = z.object({
  flags: z.record(z.string(), featureFlagValueSchema),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const isFlagOn = (flags: FeatureFlags | undefined, name: FeatureFlagName): boolean => flags?.flags[name] === true;
