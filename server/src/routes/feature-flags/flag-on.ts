import { FEATURE_FLAG_DEFAULTS, type FeatureFlagName } from '@port/shared/contracts/feature-flags';
import { FileFlagProvider } from './file-flag-provider';

/**
 * A flag as the server enforces it: the flag file's boolean, or the flag's documented default
 * (`FEATURE_FLAG_DEFAULTS`) when the file is unreadable or does not set it, the same rule the
 * screens apply through `isFlagOn`.
 */
export function flagReader(file: string): (name: FeatureFlagName) => boolean {
  const provider = new FileFlagProvider(file);
  return (name) => {
    const value = provider.values()[name];
    return typeof value === 'boolean' ? value : FEATURE_FLAG_DEFAULTS[name];
  };
}
