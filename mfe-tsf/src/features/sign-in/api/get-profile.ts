import useSWR from 'swr';
import { authPaths } from '@port/shared/contracts/api-paths';
import { profileSchema } from '@port/shared/contracts/auth';
import { getData } from '@port/shared/http/data';

/** GET /auth/profile: anonymous visitors get 200 without a subject (spec §5), so this never redirects. */
export const profileKey = authPaths.profile;
const profileResponseSchema = profileSchema.partial();
export type ProfileResponse = ReturnType<typeof profileResponseSchema.parse>;

export const getProfile = (key: string) => getData(key, profileResponseSchema);

export const isSignedIn = (profile: ProfileResponse | undefined): boolean =>
  typeof profile?.sub === 'string' && profile.sub.trim() !== '';

/** 'unknown' while the profile loads: personal calls wait, so a visitor never triggers a sign-in redirect. */
export function useSignedIn(): 'unknown' | 'in' | 'out' {
  const { data, error } = useSWR(profileKey, getProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error) return 'out';
  if (!data) return 'unknown';
  return isSignedIn(data) ? 'in' : 'out';
}
