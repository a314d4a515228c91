import { beforeEach, describe, expect, it, vi } from 'vitest';

const register = vi.hoisted(() => ({ registerRemoteEntries: vi.fn() }));
vi.mock('./register', () => register);

const tsf = (version: string) => ({ tsf: { manifest: `http://localhost:3004/tsf/${version}/mf-manifest.json`, version } });

describe('re-reading /remotes.json (issue 20 item 4: open tabs follow safely)', () => {
  let live = tsf('0.1.0-a');
  let clock = 0;
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(live), { status: 200 }));

  beforeEach(() => {
    vi.resetModules();
    register.registerRemoteEntries.mockClear();
    fetchImpl.mockClear();
    live = tsf('0.1.0-a');
    clock = 0;
  });

  it('a remote first visited after a publish gets the new live version; a read just made is not repeated', async () => {
    const { initFederation, refreshIfStale } = await import('./init-federation');
    await initFederation({ fetchImpl, now: () => clock, freshForMs: 5000 });
    clock = 1000;
    await refreshIfStale();
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    live = tsf('0.2.0-b');
    clock = 60_000;
    await refreshIfStale();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(register.registerRemoteEntries).toHaveBeenLastCalledWith(live, { manifestTimeoutMs: undefined, reload: [] });
  });

  it("'ลองใหม่' reads the file again and asks for the remote to be registered afresh", async () => {
    const { initFederation, refreshRemotes } = await import('./init-federation');
    await initFederation({ fetchImpl, now: () => clock });
    live = tsf('0.2.0-fixed');
    await refreshRemotes(['tsf']);
    expect(register.registerRemoteEntries).toHaveBeenLastCalledWith(live, { manifestTimeoutMs: undefined, reload: ['tsf'] });
  });
});
