import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@port/shared/bus/event-bus';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { RouteTracker } from './route-tracker';

type Host = Window & { dataLayer?: unknown[] };

function TitledPage({ title }: { title: string }) {
  document.title = title;
  return <RouteTracker />;
}

describe('route tracking (spec §2 global elements, §9 250 ms delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    delete (window as Host).dataLayer;
    getUiStore().setState(initialUiState());
  });

  it('pushes route_change with path and title 250 ms after each navigation and emits route/tracked', async () => {
    const tracked: Array<{ path: string; title?: string }> = [];
    const off = on('route/tracked', (payload) => tracked.push(payload));
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <TitledPage title="พอร์ตของฉัน | port" /> },
        { path: '/plan-select', element: <TitledPage title="เลือกแผนการลงทุน | port" /> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);

    act(() => void vi.advanceTimersByTime(249));
    expect((window as Host).dataLayer).toBeUndefined();
    act(() => void vi.advanceTimersByTime(1));
    expect((window as Host).dataLayer).toEqual([
      { event: 'route_change', page_path: '/dashboard', page_title: 'พอร์ตของฉัน | port' },
    ]);

    await act(() => router.navigate('/plan-select?tab=plans'));
    act(() => void vi.advanceTimersByTime(250));
    expect((window as Host).dataLayer).toHaveLength(2);
    expect((window as Host).dataLayer?.[1]).toEqual({
      event: 'route_change',
      page_path: '/plan-select?tab=plans',
      page_title: 'เลือกแผนการลงทุน | port',
    });
    expect(tracked).toEqual([
      { path: '/dashboard', title: 'พอร์ตของฉัน | port' },
      { path: '/plan-select?tab=plans', title: 'เลือกแผนการลงทุน | port' },
    ]);
    off();
  });

  it('reports only the final page when a redirect happens within the delay', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <TitledPage title="หน้าแรก | port" /> },
        { path: '/login', element: <TitledPage title="เข้าสู่ระบบ | port" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    act(() => void vi.advanceTimersByTime(100));
    await act(() => router.navigate('/login'));
    act(() => void vi.advanceTimersByTime(250));
    expect((window as Host).dataLayer).toEqual([{ event: 'route_change', page_path: '/login', page_title: 'เข้าสู่ระบบ | port' }]);
  });

  it('keeps an existing tag-manager dataLayer array', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    (window as Host).dataLayer = existing;
    const router = createMemoryRouter([{ path: '/', element: <TitledPage title="หน้าแรก | port" /> }]);
    render(<RouterProvider router={router} />);
    act(() => void vi.advanceTimersByTime(250));
    expect((window as Host).dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it('waits for a loading remote, then reports the remote page title 250 ms later', () => {
    getUiStore().getState().setLoading(true);
    document.title = 'port';
    const router = createMemoryRouter([{ path: '/tax-saving-fund', element: <RouteTracker /> }], {
      initialEntries: ['/tax-saving-fund'],
    });
    render(<RouterProvider router={router} />);
    act(() => void vi.advanceTimersByTime(1000));
    expect((window as Host).dataLayer).toBeUndefined();
    act(() => {
      document.title = 'กองทุนลดหย่อนภาษี | Port';
      getUiStore().getState().setLoading(false);
    });
    act(() => void vi.advanceTimersByTime(250));
    expect((window as Host).dataLayer).toEqual([
      { event: 'route_change', page_path: '/tax-saving-fund', page_title: 'กองทุนลดหย่อนภาษี | Port' },
    ]);
    act(() => void vi.advanceTimersByTime(10_000));
    expect((window as Host).dataLayer).toHaveLength(1);
  });

  it('still reports within 5000 ms when the loading flag never clears', () => {
    getUiStore().getState().setLoading(true);
    const router = createMemoryRouter([{ path: '/', element: <TitledPage title="หน้าแรก | Port" /> }]);
    render(<RouterProvider router={router} />);
    act(() => void vi.advanceTimersByTime(4999));
    expect((window as Host).dataLayer).toBeUndefined();
    act(() => void vi.advanceTimersByTime(1));
    expect((window as Host).dataLayer).toHaveLength(1);
  });
});
