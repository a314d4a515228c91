import { emit } from '@port/shared/bus/event-bus';

/** The event pushed to the tag manager's data layer after each navigation (spec §2, §9). */
export interface RouteChangeEvent {
  event: 'route_change';
  page_path: string;
  page_title: string;
}

interface DataLayerHost {
  dataLayer?: unknown[];
}

export function trackRouteChange(pagePath: string, pageTitle: string, host: DataLayerHost = window as DataLayerHost): void {
  const entry: RouteChangeEvent = { event: 'route_change', page_path: pagePath, page_title: pageTitle };
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  host.dataLayer.push(entry);
  emit('route/tracked', { path: pagePath, title: pageTitle });
}
