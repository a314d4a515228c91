import useSWR from 'swr';
import { authPaths } from '@port/shared/contracts/api-paths';
import { profileSchema } from '@port/shared/contracts/auth';
import { getData } from '@port/shared/http/data';

const profileResponseSchema = profileSchema.partial();

/** The signed-in customer's id from GET /auth/profile (the pages that use it are behind the auth guard). */
export function useCustomerId(): string | null {
  const { data } = useSWR(authPaths.profile, (key: string) => getData(key, profileResponseSchema), {
    revalidateOnFocus: false,
  });
  return data?.customer_id || null;
}
