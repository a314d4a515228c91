// Spec §8: "A failed chunk load reloads the page, at most once per 60 seconds" (spec §9: 60000 ms).
// After a redeploy the old chunk names are gone; one reload picks up the new ones, and the
// timestamp in sessionStorage stops a reload loop when the chunk is missing for another reason.

import { CHUNK_RELOAD_GUARD_MS } from '@port/shared/domain/constants';

export const CHUNK_RELOAD_STORAGE_KEY = 'port-web.chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Loading (CSS )?chunk [^\s]+ failed/i,
  /ChunkLoadError/,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** True for the errors a browser or the bundler runtime raise when a code chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))) return true;
  return cause !== undefined && cause !== error && isChunkLoadError(cause);
}

export interface ReloadGuardDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
  windowMs?: number;
}

/**
 * Reloads the page for a chunk-load error unless it already did so in the last `windowMs`.
 * Returns whether a reload was started (callers show their fallback otherwise).
 */
export function reloadOnceForChunkError(error: unknown, deps: ReloadGuardDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage ?? window.sessionStorage;
  const now = (deps.now ?? Date.now)();
  const windowMs = deps.windowMs ?? CHUNK_RELOAD_GUARD_MS;
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now - last >= 0 && now - last < windowMs) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Storage full or blocked (private mode): without the timestamp a reload could loop, so skip it.
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/** Catches chunk failures nobody handled (lazy chunks inside the shell or a remote). */
export function installChunkReloadGuard(target: Window = window, deps: ReloadGuardDeps = {}): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    reloadOnceForChunkError(event.reason, deps);
  };
  const onError = (event: ErrorEvent) => {
    reloadOnceForChunkError(event.error ?? event.message, deps);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
