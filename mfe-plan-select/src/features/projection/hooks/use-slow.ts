import { useEffect, useState } from 'react';

/** True once `busy` has lasted `ms` milliseconds (a slow answer), false again as soon as it ends. */
export function useSlow(busy: boolean, ms: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [busy, ms]);
  return slow;
}
