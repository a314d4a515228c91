import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { customerRecordSchema } from '@port/shared/contracts/customer-record';
import { getData } from '@port/shared/http/data';
import { useCustomerId } from '../../../components/use-customer-id';

export const customerRecordKey = (customerId: string | null) => (customerId ? otherPaths.customerRecord(customerId) : null);

/** GET oa private/v1/customers/{id}/record (ours, issue 18): levels, expiries, the business date. */
export function useCustomerRecord() {
  const key = customerRecordKey(useCustomerId());
  return useSWR(key, (k: string) => getData(k, customerRecordSchema));
}
