import useSWR from 'swr';
import { authPaths, otherPaths } from '@port/shared/contracts/api-paths';
import { profileSchema } from '@port/shared/contracts/auth';
import { customerRecordSchema } from '@port/shared/contracts/customer-record';
import { getData } from '@port/shared/http/data';

const profileResponseSchema = profileSchema.partial();

/** The signed-in customer's id from GET /auth/profile (the renewal routes are behind the auth guard). */
export function useCustomerId(): string | null {
  const { data } = useSWR(authPaths.profile, (key: string) => getData(key, profileResponseSchema), {
    revalidateOnFocus: false,
  });
  return data?.customer_id || null;
}

export const customerRecordKey = (customerId: string | null) => (customerId ? otherPaths.customerRecord(customerId) : null);

/** GET oa private/v1/customers/{id}/record (ours, issue 18): levels, expiries, the business date. */
export function useCustomerRecord() {
  const key = customerRecordKey(useCustomerId());
  return useSWR(key, (k: string) => getData(k, customerRecordSchema));
}
