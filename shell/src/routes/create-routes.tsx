import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../pages/error/route-error-page';
import { RootFrame } from './root-frame';
import { RouteContent } from './route-content';
import { RouteFrame } from './route-frame';
import { routeTable, type RouteEntry } from './route-table';

/** The router's configuration, generated from the route table data. */
export function createRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      // Last resort if the frame itself fails: no layout, still the Thai error page.
      errorElement: <RouteErrorPage />,
      children: table.map((entry) => ({
        path: entry.path,
        element: (
          <RouteFrame entry={entry}>
            <RouteContent owner={entry.owner} />
          </RouteFrame>
        ),
        // A page that throws keeps its layout and shows the error page with its status or 500.
        errorElement: (
          <RouteFrame entry={{ ...entry, guards: [] }}>
            <RouteErrorPage />
          </RouteFrame>
        ),
      })),
    },
  ];
}
