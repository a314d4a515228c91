import useSWR from 'swr';
import { authPaths } from '@port/shared/contracts/api-paths';
import type { Profile } from '@port/shared/contracts/auth';
import { getHttpClient } from '@port/shared/http/get-http-client';
import { parseData } from '../../app/parse-data';

/** GET /auth/profile (spec §7). Anonymous visitors get a profile without `sub`, hence partial. */
export const profileKey = authPaths.profile;

export type ProfileResponse = Partial<Profile>;

/** The schema (and zod) load beside the call, not before the shell's first paint (issue 19 item 2). */
export async function getProfile(): Promise<ProfileResponse> {
  const [{ profileResponseSchema: schema }, data] = await Promise.all([
    import(/* webpackChunkName: "response-schemas" */ './profile-schema'),
    getHttpClient().get<unknown>(profileKey),
  ]);
  return parseData(schema, data);
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
