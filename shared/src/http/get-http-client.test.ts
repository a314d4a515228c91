import { afterEach, describe, expect, it, vi } from 'vitest';

const g = globalThis as unknown as Record<PropertyKey, unknown>;

afterEach(() => {
  delete g[Symbol.for('port-web.http.v1')];
  delete g.__PORT_CONFIG__;
  vi.resetModules();
});

describe('getHttpClient (browser instance)', () => {
  it('§9 uses the deployment timeout from window.__PORT_CONFIG__ and the navigator set by the shell', async () => {
    vi.useFakeTimers();
    g.__PORT_CONFIG__ = { httpTimeoutMs: 2000 };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const { getHttpClient, setHttpNavigator } = await import('./get-http-client');
    const navigate = vi.fn();
    setHttpNavigator(navigate);
    const pending = getHttpClient()
      .get('/api/port-aggregation/private/v3/cust-port/plan')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(navigate).toHaveBeenCalledWith('/over-capacity');
  });

  it('returns one client for every copy of the module', async () => {
    const a = await import('./get-http-client');
    vi.resetModules();
    const b = await import('./get-http-client');
    expect(a.getHttpClient()).toBe(b.getHttpClient());
  });
});
