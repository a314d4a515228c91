import { describe, expect, it, vi } from 'vitest';
import { createManifestTimeoutPlugin } from './manifest-timeout-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('manifest fetch of a remote (ARCHITECTURE.md: a slow remote falls back)', () => {
  it('asks past the HTTP cache, so a redeployed remote is seen at once', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    const hook = createManifestTimeoutPlugin(1000).fetch as FetchHook;
    await hook('http://localhost:3004/mf-manifest.json', {});
    expect(fetchSpy).toHaveBeenCalledWith(
      'http://localhost:3004/mf-manifest.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('aborts a manifest that does not arrive in time', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const hook = createManifestTimeoutPlugin(30).fetch as FetchHook;
    await expect(hook('http://localhost:3001/mf-manifest.json', {})).rejects.toThrow(/longer than 30 ms/);
  });
});
