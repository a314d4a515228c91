import { beforeEach, describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
  options: { name: 'shell' },
}));

vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => host,
}));

const tsf = { manifest: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' };

describe('registering /remotes.json with the MF runtime (decision record 002)', () => {
  beforeEach(() => {
    vi.resetModules();
    host.registerRemotes.mockClear();
    host.registerPlugins.mockClear();
    host.loadRemote.mockReset();
  });

  it('registers each remote by its manifest URL and installs the manifest timeout plugin once', async () => {
    const { registerRemoteEntries, isRegistered } = await import('./register');
    registerRemoteEntries({ tsf, oa: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1' } });
    registerRemoteEntries({ tsf });
    expect(host.registerPlugins).toHaveBeenCalledTimes(1);
    expect(host.registerRemotes).toHaveBeenCalledWith([{ name: 'tsf', entry: tsf.manifest }], { force: false });
    expect(host.registerRemotes).toHaveBeenCalledTimes(2);
    expect(isRegistered('tsf')).toBe(true);
    expect(isRegistered('dashboard')).toBe(false);
  });

  it('re-points a remote whose manifest moved (rollback without a shell rebuild), forcing the runtime to forget it', async () => {
    const { registerRemoteEntries } = await import('./register');
    registerRemoteEntries({ tsf });
    registerRemoteEntries({ tsf: { manifest: 'https://cdn.example.co.th/tsf/1.0.1/mf-manifest.json', version: '1.0.1' } });
    expect(host.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'tsf', entry: 'https://cdn.example.co.th/tsf/1.0.1/mf-manifest.json' }],
      { force: true },
    );
  });

  it('loads an exposed module by "remote/Module" and refuses an empty result', async () => {
    const { loadExposed } = await import('./register');
    host.loadRemote.mockResolvedValueOnce({ default: () => null });
    await expect(loadExposed('tsf', './TsfRoutes')).resolves.toBeTruthy();
    expect(host.loadRemote).toHaveBeenCalledWith('tsf/TsfRoutes');
    host.loadRemote.mockResolvedValueOnce(null);
    await expect(loadExposed('tsf', './TsfRoutes')).rejects.toThrow(/resolved to nothing/);
  });

  it('keeps a remote this tab already runs on its version until "ลองใหม่" (issue 20 item 4)', async () => {
    const { registerRemoteEntries, loadExposed, isRunning } = await import('./register');
    const v2 = { manifest: 'http://localhost:3004/tsf/0.2.0-b/mf-manifest.json', version: '0.2.0-b' };
    registerRemoteEntries({ tsf });
    host.loadRemote.mockResolvedValue({ default: () => null });
    await loadExposed('tsf', './TsfRoutes');
    expect(isRunning('tsf')).toBe(true);
    registerRemoteEntries({ tsf: v2 });
    expect(host.registerRemotes).toHaveBeenCalledTimes(1);

    const chunks = globalThis as Record<string, unknown>;
    chunks.rspackChunktsf = [[[1], {}]];
    registerRemoteEntries({ tsf: v2 }, { reload: ['tsf'] });
    expect(host.registerRemotes).toHaveBeenLastCalledWith([{ name: 'tsf', entry: v2.manifest }], { force: true });
    expect(chunks.rspackChunktsf).toBeUndefined();
    expect(isRunning('tsf')).toBe(false);
  });

  it('registers a remote afresh at the same URL when asked (a module that threw at render is forgotten)', async () => {
    const { registerRemoteEntries } = await import('./register');
    registerRemoteEntries({ tsf });
    registerRemoteEntries({ tsf }, { reload: ['tsf'] });
    expect(host.registerRemotes).toHaveBeenCalledTimes(2);
    expect(host.registerRemotes).toHaveBeenLastCalledWith([{ name: 'tsf', entry: tsf.manifest }], { force: true });
  });
});
