import { beforeEach, describe, expect, it, vi } from 'vitest';

const registry = vi.hoisted(() => ({
  loadExposed: vi.fn<(remote: string, module: string) => Promise<unknown>>(),
  registered: new Set(['tsf', 'orders']),
  running: new Set<string>(),
  refreshIfStale: vi.fn(async () => undefined),
}));
vi.mock('./register', () => ({
  isRegistered: (remote: string) => registry.registered.has(remote),
  isRunning: (remote: string) => registry.running.has(remote),
  loadExposed: registry.loadExposed,
}));
vi.mock('./init-federation', () => ({ federationReady: async () => undefined, refreshIfStale: registry.refreshIfStale }));

const { preloadRemoteFor } = await import('./preload-current-route');

describe('preloading the remote of the first URL (ARCHITECTURE.md budgets: first visit)', () => {
  beforeEach(() => {
    registry.loadExposed.mockReset().mockResolvedValue({});
  });

  it('fetches the remote module that serves a deep link (decision record 001 routes)', async () => {
    await preloadRemoteFor('/tax-saving-fund');
    await preloadRemoteFor('/dashboard/segregate/2/proposal-order');
    expect(registry.loadExposed.mock.calls).toEqual([
      ['tsf', './TsfRoutes'],
      ['orders', './ProposalOrderRoute'],
    ]);
  });

  it('fetches nothing for shell pages or remotes missing from /remotes.json, and never throws', async () => {
    await preloadRemoteFor('/maintenance');
    await preloadRemoteFor('/plan-select/plans');
    expect(registry.loadExposed).not.toHaveBeenCalled();
    registry.loadExposed.mockImplementation(async () => {
      throw new Error('remote down');
    });
    await expect(preloadRemoteFor('/tax-saving-fund')).resolves.toBeUndefined();
  });
});

describe('preloading the remote of a link the customer is about to follow (issue 19 item 1)', () => {
  beforeEach(() => {
    registry.loadExposed.mockReset();
  });

  it('starts a remote module once while it loads, and again after it has settled', async () => {
    let finish: (value: unknown) => void = () => undefined;
    registry.loadExposed.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const first = preloadRemoteFor('/tax-saving-fund');
    const second = preloadRemoteFor('/tax-saving-fund');
    await Promise.resolve();
    await Promise.resolve();
    expect(registry.loadExposed).toHaveBeenCalledTimes(1);
    finish({});
    await Promise.all([first, second]);
    registry.loadExposed.mockResolvedValue({});
    await preloadRemoteFor('/tax-saving-fund');
    expect(registry.loadExposed).toHaveBeenCalledTimes(2);
  });

  it('reads /remotes.json again first when it is stale and the remote has not run in this tab (a publish since the page opened)', async () => {
    registry.loadExposed.mockResolvedValue({});
    registry.refreshIfStale.mockClear();
    await preloadRemoteFor('/tax-saving-fund');
    expect(registry.refreshIfStale).toHaveBeenCalledTimes(1);
    expect(registry.refreshIfStale.mock.invocationCallOrder[0]).toBeLessThan(registry.loadExposed.mock.invocationCallOrder[0]!);
    registry.running.add('tsf');
    await preloadRemoteFor('/tax-saving-fund');
    expect(registry.refreshIfStale).toHaveBeenCalledTimes(1);
    registry.running.delete('tsf');
  });

  it('tries again after a failed preload (the route still shows its own fallback)', async () => {
    registry.loadExposed.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({});
    await expect(preloadRemoteFor('/tax-saving-fund')).resolves.toBeUndefined();
    await expect(preloadRemoteFor('/tax-saving-fund')).resolves.toBeUndefined();
    expect(registry.loadExposed).toHaveBeenCalledTimes(2);
  });
});
