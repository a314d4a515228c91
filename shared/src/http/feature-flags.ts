import useSWR from 'swr';
import { otherPaths } from '../contracts/api-paths';
import { featureFlagsSchema, isFlagOn, type FeatureFlagName, type FeatureFlags } from '../contracts/feature-flags';
import { getData } from './data';

/** Feature flags through the app host's flag path (spec §1, §7). */
export const featureFlagsKey = otherPaths.featureFlags;

/**
 * A failed flag service is not the customer's problem: no toast, no error section, the flags are
 * simply unknown (null) and every feature takes its documented default (`FEATURE_FLAG_DEFAULTS`).
 */
export async function getFeatureFlags(): Promise<FeatureFlags | null> {
  try {
    return await getData(featureFlagsKey, featureFlagsSchema);
  } catch {
    return null;
  }
}

/**
 * Whether a feature is on for this visitor. Until the flags answer (and when they cannot) the
 * feature has its default, so the page does not wait on the flag service to draw.
 */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  const flags = useSWR(featureFlagsKey, getFeatureFlags, { revalidateOnFocus: false });
  return isFlagOn(flags.data, name);
}
