import { useEffect, useState } from 'react';

/** How long a landing section may show its skeleton before it says so, with a retry (issue 11 review item 1). */
export const SLOW_SECTION_MS = 12_000;

/** True once `busy` has lasted `ms` milliseconds (a slow answer), false again as soon as it ends or restarts. */
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
