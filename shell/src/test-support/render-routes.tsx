import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Renders routes in a memory router with a fresh SWR cache per test. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, ...view };
}

type Reply = { status?: number; body?: unknown };

/**
 * Replaces fetch with answers per path (the shared http client calls globalThis.fetch), and
 * records every requested path so tests can assert which calls a page made.
 */
export function fakeFetch(answers: Record<string, Reply | (() => Reply)>) {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    calls.push(url.pathname);
    const answer = answers[url.pathname];
    const reply = typeof answer === 'function' ? answer() : answer;
    if (!reply) return new Response(JSON.stringify({ error_code: 'NOT_FOUND', error_message: 'ไม่พบ' }), { status: 404 });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchImpl };
}
