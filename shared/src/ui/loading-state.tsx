import { useEffect, useState, type ReactNode } from 'react';
import { LOADING_MIN_DELAY_MS } from '../domain/constants';

/**
 * True while `loading`, and once it has been true, for at least `minMs` in all (spec §9 "loading-state
 * minimum delay 200 ms"): an answer that comes 30 ms after the skeleton appeared does not make it
 * flash; the content waits the rest of the 200 ms. Never shows a loading state that was not needed
 * (already-loaded data renders at once).
 */
export function useMinimumLoading(loading: boolean, minMs: number = LOADING_MIN_DELAY_MS): boolean {
  // When the loading state appeared (null: not shown). Set during render, so the very render that
  // first shows the fallback records it, and the render where loading ends still shows the fallback.
  const [shownAt, setShownAt] = useState<number | null>(() => (loading ? Date.now() : null));
  if (loading && shownAt === null) setShownAt(Date.now());
  useEffect(() => {
    if (loading || shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), Math.max(0, shownAt + minMs - Date.now()));
    return () => clearTimeout(timer);
  }, [loading, shownAt, minMs]);
  return loading || shownAt !== null;
}

interface LoadingStateProps {
  loading: boolean;
  /** The placeholder (a skeleton of the content's size). */
  fallback: ReactNode;
  /** Rendered once loaded and the minimum has passed; a function, so it may read data that is only then defined. */
  children: () => ReactNode;
  minMs?: number;
}

/** The shared loading state of the remotes: `fallback` while loading, kept at least 200 ms (spec §9). */
export function LoadingState({ loading, fallback, children, minMs }: LoadingStateProps) {
  return <>{useMinimumLoading(loading, minMs) ? fallback : children()}</>;
}
