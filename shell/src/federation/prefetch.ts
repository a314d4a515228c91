// Runs in the shell's entry, before the Module Federation boundary (so it imports nothing shared):
// the app host marks the route's first data call with `<link rel="preload" as="fetch"
// data-port-prefetch>` for a signed-in customer (server/src/platform/shell-hints.ts); this starts
// those GETs now, in parallel with the shell's and the remote's code, matching the preload so the
// browser sends them once. The shared http client takes each answer once
// (shared/src/http/prefetched.ts) and applies spec §8 to it as to its own.

export const PREFETCH_GLOBAL = '__PORT_PREFETCH__';

export interface PrefetchedCall {
  /** performance.now() when it was started. */
  at: number;
  response: Promise<Response>;
}

/** Starts the marked calls once; returns what it started (path → call). */
export function startPrefetches(
  doc: Document = document,
  fetchImpl: typeof fetch = (i, o) => fetch(i, o),
): Map<string, PrefetchedCall> {
  const holder = globalThis as Record<string, unknown>;
  const existing = holder[PREFETCH_GLOBAL];
  if (existing instanceof Map) return existing as Map<string, PrefetchedCall>;
  const calls = new Map<string, PrefetchedCall>();
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][data-port-prefetch]')) {
    const href = link.getAttribute('href');
    // Same-origin paths only: the client calls its own app host.
    if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
    const response = fetchImpl(href, { credentials: 'same-origin' });
    // An unused or failed prefetch is not an error of its own: the client fetches again.
    response.catch(() => undefined);
    calls.set(href, { at: performance.now(), response });
  }
  holder[PREFETCH_GLOBAL] = calls;
  return calls;
}
