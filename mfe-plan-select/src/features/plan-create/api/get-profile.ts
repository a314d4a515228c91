import useSWR from 'swr';
import { authPaths } from '@port/shared/contracts/api-paths';
import { profileSchema } from '@port/shared/contracts/auth';
import { getData } from '@port/shared/http/data';

/** GET /auth/profile: a visitor gets 200 without a subject (spec §5), so this never redirects. */
export const profileKey = authPaths.profile;
const schema = profileSchema.partial();

/** 'unknown' while the profile loads. */
export function useSignedIn(): 'unknown' | 'in' | 'out' {
  const { data, error } = useSWR(profileKey, (key: string) => getData(key, schema), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (error) return 'out';
  if (!data) return 'unknown';
  return typeof data.sub === 'string' && data.sub.trim() !== '' ? 'in' : 'out';
}
