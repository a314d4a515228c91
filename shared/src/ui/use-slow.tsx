import { useEffect, useState } from 'react';

/**
 * True once `busy` has lasted `ms` milliseconds (a slow answer), false again as soon as it ends or
 * restarts (a new `attempt`, e.g. a retry). Sections use it to say they are slow while staying usable.
 */
export function useSlow(busy: boolean, ms: number, attempt = 0): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [busy, ms, attempt]);
  return slow;
}
