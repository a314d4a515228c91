import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';

/**
 * Renders `ui` as the element of `route` in a memory router opened at `path`, with a fresh SWR
 * cache (no data shared between tests, no deduping, no retry: one answer per request).
 * Example: renderAt(<TsfRoutes />, { path: '/tax-saving-fund', route: '/tax-saving-fund/*' }).
 */
export function renderAt(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
