import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEventBus } from '@port/shared/bus/event-bus';

const registry = vi.hoisted(() => ({
  registered: new Set<string>(['tsf', 'oa', 'dashboard']),
  loadExposed: vi.fn<(remote: string, module: string) => Promise<unknown>>(),
  refreshRemotes: vi.fn(async (_reload?: readonly string[]) => undefined),
  refreshIfStale: vi.fn(async () => undefined),
}));

vi.mock('./register', () => ({
  isRegistered: (remote: string) => registry.registered.has(remote),
  isRunning: () => false,
  loadExposed: registry.loadExposed,
}));
vi.mock('./init-federation', () => ({
  federationReady: async () => undefined,
  refreshRemotes: registry.refreshRemotes,
  refreshIfStale: registry.refreshIfStale,
}));

const { RemoteRoute } = await import('./remote-route');

function TsfPage() {
  return <h1>กองทุนลดหย่อนภาษี</h1>;
}

describe('RemoteRoute (ARCHITECTURE.md federation rules; spec §8)', () => {
  const loadingEvents: boolean[] = [];
  let unsubscribe: () => void = () => undefined;

  beforeEach(() => {
    registry.loadExposed.mockReset();
    registry.refreshRemotes.mockClear();
    registry.refreshIfStale.mockClear();
    loadingEvents.length = 0;
    unsubscribe = getEventBus().on('ui/loading', ({ loading }) => loadingEvents.push(loading));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    unsubscribe();
    vi.restoreAllMocks();
  });

  it('renders the exposed route module and signals loading on the bus while it loads', async () => {
    registry.loadExposed.mockResolvedValue({ default: TsfPage });
    render(<RemoteRoute remote="tsf" module="./TsfRoutes" />);
    expect(await screen.findByRole('heading', { name: 'กองทุนลดหย่อนภาษี' })).toBeTruthy();
    expect(registry.loadExposed).toHaveBeenCalledWith('tsf', './TsfRoutes');
    expect(loadingEvents[0]).toBe(true);
    expect(loadingEvents.at(-1)).toBe(false);
  });

  it('retries a failed load once before giving up', async () => {
    registry.loadExposed
      .mockRejectedValueOnce(new Error('RUNTIME-003 manifest fetch failed'))
      .mockResolvedValueOnce({ default: () => <h1>เปิดบัญชีกองทุนรวม</h1> });
    render(<RemoteRoute remote="oa" module="./OaRoutes" />);
    expect(await screen.findByRole('heading', { name: 'เปิดบัญชีกองทุนรวม' })).toBeTruthy();
    expect(registry.loadExposed).toHaveBeenCalledTimes(2);
  });

  it('shows the Thai fallback after two failures, and "ลองใหม่" recovers without a page reload', async () => {
    registry.loadExposed.mockRejectedValue(new Error('connect ECONNREFUSED'));
    render(
      <>
        <nav>เมนูหลัก</nav>
        <RemoteRoute remote="dashboard" module="./DashboardRoutes" />
      </>,
    );
    expect(await screen.findByText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('เมนูหลัก')).toBeTruthy();
    expect(registry.loadExposed).toHaveBeenCalledTimes(2);

    registry.loadExposed.mockResolvedValue({ default: () => <h1>ภาพรวมพอร์ต</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'ภาพรวมพอร์ต' })).toBeTruthy();
    expect(screen.queryByText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว')).toBeNull();
  });

  it('a remote that never answers shows the fallback once its one time budget is spent, not after two (issue 20 item 4)', async () => {
    registry.loadExposed.mockReturnValue(new Promise(() => undefined));
    render(<RemoteRoute remote="tsf" module="./Slow" timeoutMs={40} />);
    expect(await screen.findByRole('button', { name: 'ลองใหม่' }, { timeout: 2000 })).toBeTruthy();
    expect(registry.loadExposed).toHaveBeenCalledTimes(1);
  });

  it('reads /remotes.json again before a remote first loads in this tab, and registers it afresh on the retry', async () => {
    registry.loadExposed
      .mockRejectedValueOnce(new Error('ScriptNetworkError: old version gone'))
      .mockResolvedValueOnce({ default: () => <h1>กองทุนลดหย่อนภาษี รุ่นใหม่</h1> });
    render(<RemoteRoute remote="tsf" module="./NewVersion" />);
    expect(await screen.findByRole('heading', { name: 'กองทุนลดหย่อนภาษี รุ่นใหม่' })).toBeTruthy();
    expect(registry.refreshIfStale).toHaveBeenCalledTimes(1);
    expect(registry.refreshRemotes).toHaveBeenCalledWith(['tsf']);
  });

  it('re-reads /remotes.json for a remote it does not know, then falls back', async () => {
    render(<RemoteRoute remote="orders" module="./ProposalOrderRoute" />);
    expect(await screen.findByText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว')).toBeTruthy();
    expect(registry.refreshRemotes).toHaveBeenCalled();
    expect(registry.loadExposed).not.toHaveBeenCalled();
  });

  it('keeps a remote that throws while rendering inside its own fallback', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    registry.loadExposed.mockResolvedValue({ default: Broken });
    render(
      <>
        <footer>ส่วนท้าย</footer>
        <RemoteRoute remote="tsf" module="./Broken" />
      </>,
    );
    expect(await screen.findByText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว')).toBeTruthy();
    expect(screen.getByText('ส่วนท้าย')).toBeTruthy();
  });

  it("'ลองใหม่' after a render error drops the broken module and loads the version live now (issue 20 item 4)", async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    registry.loadExposed.mockResolvedValue({ default: Broken });
    render(<RemoteRoute remote="tsf" module="./ThrowsThenFixed" />);
    expect(await screen.findByText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว')).toBeTruthy();
    expect(registry.refreshRemotes).not.toHaveBeenCalled();

    registry.loadExposed.mockResolvedValue({ default: () => <h1>แก้แล้ว</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'แก้แล้ว' })).toBeTruthy();
    expect(registry.refreshRemotes).toHaveBeenCalledWith(['tsf']);
  });
});
