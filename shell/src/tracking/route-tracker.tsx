import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTE_TRACKING_DELAY_MS } from '@port/shared/domain/constants';
import { trackRouteChange } from './route-tracking';

/**
 * Fires the route-change event 250 ms after each navigation (spec §9), late enough for the new
 * page to have set its document title; a redirect within that time reports only where it landed.
 */
export function RouteTracker() {
  const location = useLocation();
  const pagePath = `${location.pathname}${location.search}`;

  useEffect(() => {
    const timer = setTimeout(() => trackRouteChange(pagePath, document.title), ROUTE_TRACKING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, pagePath]);

  return null;
}
