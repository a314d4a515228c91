import { readRuntimeConfig } from '../contracts/runtime-config';
import { createHttpClient, type HttpClient } from './client';

interface HttpSingleton {
  client: HttpClient | null;
  navigate: (path: string) => void;
}

// Anchored on globalThis like the bus, so every copy of shared uses one client and one navigator.
const KEY = Symbol.for('port-web.http.v1');
const holder = (): HttpSingleton => {
  const g = globalThis as unknown as Record<symbol, HttpSingleton | undefined>;
  g[KEY] ??= { client: null, navigate: (path) => window.location.assign(path) };
  return g[KEY];
};

/**
 * The shell calls this once with react-router's navigate (spa navigation for
 * /maintenance, /over-capacity, /login). Until then a full page load is used.
 */
export const setHttpNavigator = (navigate: (path: string) => void): void => {
  holder().navigate = navigate;
};

/** The browser's client: same origin, timeout from window.__PORT_CONFIG__.httpTimeoutMs (spec §9). */
export const getHttpClient = (): HttpClient => {
  const h = holder();
  h.client ??= createHttpClient({
    timeoutMs: readRuntimeConfig().httpTimeoutMs,
    navigate: (path) => h.navigate(path),
    getLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
  });
  return h.client;
};
