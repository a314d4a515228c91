// Client mirror of the server's maintenance mode (spec §4, §6). The http client sends the browser
// to /maintenance on 503 + error_code '90'; the shell's navigator records that here, and the
// maintenance guard then keeps every other route blocked (no calls but the profile) until the
// user asks to try again or the recheck interval has passed — the next blocked call of a still
// maintained server sends the browser straight back.

export const MAINTENANCE_STORAGE_KEY = 'port-web.maintenance-since';
export const MAINTENANCE_RECHECK_MS = 60_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function markMaintenance(now: number = Date.now(), store: SessionStore | null = storage()): void {
  try {
    store?.setItem(MAINTENANCE_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard simply cannot remember; the server still answers 503.
  }
}

export function clearMaintenance(store: SessionStore | null = storage()): void {
  try {
    store?.removeItem(MAINTENANCE_STORAGE_KEY);
  } catch {
    // see markMaintenance
  }
}

export function isMaintenanceActive(now: number = Date.now(), store: SessionStore | null = storage()): boolean {
  let since: number;
  try {
    since = Number(store?.getItem(MAINTENANCE_STORAGE_KEY) ?? Number.NaN);
  } catch {
    return false;
  }
  return Number.isFinite(since) && now - since >= 0 && now - since < MAINTENANCE_RECHECK_MS;
}

/** Pages that must not trigger further calls: they are where failing calls send the browser. */
export function isStatusPage(pathname: string): boolean {
  return pathname === '/maintenance' || pathname === '/over-capacity';
}
