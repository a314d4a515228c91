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

/**
 * What each flag takes when the flag service does not say (it failed, is slow, or has no such flag):
 * every feature stays on, so a broken flag service never takes a feature away from a customer
 * (issue 22 item 3). docs/feature-flags.md names what each switches.
 */
export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlagName, boolean> = {
  'automatic-allocation': true,
  'tax-saving-fund-combo': true,
  'proposal-order': true,
  'plan-analyzer': true,
  'open-account': true,
};

/** GET /api/feature-flags: `{ data: { flags: { name: value } } }`. */
export const featureFlagValueSchema = z.union([z.boolean(), z.string(), z.number()]);
export const featureFlagsSchema = z.object({
  flags: z.record(z.string(), featureFlagValueSchema),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** The flag's boolean value, or its documented default when the service gave none (or no answer). */
export const isFlagOn = (flags: FeatureFlags | undefined | null, name: FeatureFlagName): boolean => {
  const value = flags?.flags[name];
  return typeof value === 'boolean' ? value : FEATURE_FLAG_DEFAULTS[name];
};
