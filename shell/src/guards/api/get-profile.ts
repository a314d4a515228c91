import useSWR from 'swr';
import { authPaths } from '@port/shared/contracts/api-paths';
import { profileSchema } from '@port/shared/contracts/auth';
import { getHttpClient } from '@port/shared/http/get-http-client';

/** GET /auth/profile (spec §7). Anonymous visitors get a profile without `sub`, hence partial. */
export const profileKey = authPaths.profile;

const profileResponseSchema = profileSchema.partial();
export type ProfileResponse = ReturnType<typeof profileResponseSchema.parse>;

export function getProfile(): Promise<ProfileResponse> {
  return getHttpClient().get<ProfileResponse>(profileKey, { schema: profileResponseSchema });
}

/** Spec §5: logged in only when the profile carries a subject identifier. */
export function isLoggedIn(profile: ProfileResponse | undefined): boolean {
  return typeof profile?.sub === 'string' && profile.sub.trim() !== '';
}

export function useProfile(enabled = true) {
  return useSWR(enabled ? profileKey : null, getProfile, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
