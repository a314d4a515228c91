import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BUS_KEY } from '../bus/event-bus';
import { getUiStore, initialUiState } from '../bus/ui-store';
import { apiServer } from './msw';

/**
 * The clean-up every front-end package runs after each test (its vitest `setupFiles`), so test
 * files carry no afterEach boilerplate: unmount, forget fake answers and stubs, and give the next
 * test a fresh bus, UI store state and http client.
 */
// findBy/waitFor wait for what a test expects for up to 10 s instead of 1 s: a limit against a
// hang, not a speed check, so a loaded CI machine does not fail a correct test (issue 21 item 1).
configure({ asyncUtilTimeout: 10_000 });

const g = globalThis as unknown as Record<PropertyKey, unknown>;

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Listeners a test left on the bus (and the shell's bus → store connection) go with the old bus.
  (g[Symbol.for('port-web.bus-ui-connection.v1')] as (() => void) | undefined)?.();
  delete g[BUS_KEY];
  getUiStore().setState(initialUiState());
  delete g[Symbol.for('port-web.http.v1')];
});

afterAll(() => apiServer.close());
