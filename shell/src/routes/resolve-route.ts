import { matchRoutes } from 'react-router-dom';
import { routeTable, type RouteEntry } from './route-table';

/** Which table entry serves a browser path, ranked exactly as the router ranks them. */
export function resolveRoute(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry {
  const matches = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  const entry = matches?.[0]?.route.entry;
  if (!entry) throw new Error(`route table has no catch-all for ${pathname}`);
  return entry;
}
