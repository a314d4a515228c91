import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BUS_KEY } from '../bus/event-bus';
import { getUiStore, initialUiState } from '../bus/ui-store';
import { apiServer } from './msw';

/**
 * The clean-up every front-end package runs after each test (its vitest `setupFiles`), so test
 * files carry no afterEach boilerplate: unmount, forget fake answers and stubs, and give the next
 * test a fresh bus, UI store state and http client.
 */
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
