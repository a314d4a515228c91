import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { contactRequestsSchema } from '@port/shared/contracts/contact-request';
import { getData } from '@port/shared/http/data';

/** GET lead private/v1/contact-requests (ours, issue 22): the distributor's phone and hours, the customer's open call-back requests. */
export const contactRequestsKey = otherPaths.contactRequests;
export const getContactRequests = (key: string) => getData(key, contactRequestsSchema);
export const useContactRequests = (enabled = true) =>
  useSWR(enabled ? contactRequestsKey : null, getContactRequests, { revalidateOnFocus: false });
