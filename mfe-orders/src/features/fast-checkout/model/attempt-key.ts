/**
 * The idempotency key of one checkout attempt (issue 8): the same key for every click, retry and
 * reload of the same request (plan, mode, amount, bank, combo), so the server places it once and a
 * reload after a dropped answer gets the first result; a changed request or a finished checkout
 * starts a new key. Kept in sessionStorage (this tab only).
 */
const PREFIX = 'port-web.checkout-attempt.';

type Stored = { key: string; request: string };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The key for `request` in the attempt named `scope` (e.g. plan id + mode). */
export function attemptKey(scope: string, request: unknown): string {
  const store = storage();
  const fingerprint = JSON.stringify(request);
  const raw = store?.getItem(PREFIX + scope);
  if (raw) {
    try {
      const stored = JSON.parse(raw) as Stored;
      if (stored.request === fingerprint && /^[A-Za-z0-9-]{8,64}$/.test(stored.key)) return stored.key;
    } catch {
      // A damaged entry is replaced below.
    }
  }
  const key = newKey();
  store?.setItem(PREFIX + scope, JSON.stringify({ key, request: fingerprint } satisfies Stored));
  return key;
}

/** The checkout finished (receipt shown): the next one is a new attempt. */
export function endAttempt(scope: string): void {
  storage()?.removeItem(PREFIX + scope);
}
