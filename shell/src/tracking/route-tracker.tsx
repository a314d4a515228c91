import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { LOADING_BAR_DURATION_MS, ROUTE_TRACKING_DELAY_MS } from '@port/shared/domain/constants';
import { trackRouteChange } from './route-tracking';

/**
 * Fires the route-change event 250 ms after each navigation (spec §9), late enough for the new
 * page to have set its document title; a redirect within that time reports only where it landed.
 * While a remote is still loading (global loading flag) the 250 ms count starts when it is done,
 * so the event carries the remote page's title; a loading flag that never clears is capped.
 */
export function RouteTracker() {
  const location = useLocation();
  const loading = useUiState((state) => state.loading);
  const pagePath = `${location.pathname}${location.search}`;
  const trackedKey = useRef<string | null>(null);

  useEffect(() => {
    const track = () => {
      if (trackedKey.current === location.key) return;
      trackedKey.current = location.key;
      trackRouteChange(pagePath, document.title);
    };
    const cap = setTimeout(track, LOADING_BAR_DURATION_MS);
    const timer = loading ? undefined : setTimeout(track, ROUTE_TRACKING_DELAY_MS);
    return () => {
      clearTimeout(cap);
      clearTimeout(timer);
    };
  }, [location.key, pagePath, loading]);

  return null;
}
