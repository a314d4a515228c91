import { useState } from 'react';
import type { CustomerRecord } from '@port/shared/contracts/customer-record';
import { errorMessage } from '@port/shared/http/http-error-info';
import { useRenew, type RenewalPart } from './renew';

/**
 * One save of a renewal (issue 18): busy while sending, the server's Thai refusal kept for the
 * form, the saved record once accepted. `save` answers the record, or null when it was refused.
 */
export function useRenewalSave(part: RenewalPart, customerId: string) {
  const renew = useRenew(part, customerId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<CustomerRecord | null>(null);
  const save = async (body: unknown): Promise<CustomerRecord | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const record = await renew(body);
      setSaved(record);
      return record;
    } catch (refusal) {
      setFailure(errorMessage(refusal));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, saved, save, clearFailure: () => setFailure(null) };
}
