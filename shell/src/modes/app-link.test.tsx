import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { renderRoutes } from '../test-support/render-routes';
import { AppLink } from './app-link';

const preloadRemoteFor = vi.hoisted(() => vi.fn<(pathname: string) => Promise<void>>(async () => undefined));
vi.mock('../federation/preload-current-route', () => ({ preloadRemoteFor }));
vi.mock('../app/full-page-navigation', () => ({ navigateFullPage: vi.fn() }));

const routes = [
  {
    path: '/',
    element: (
      <>
        <AppLink to="/tax-saving-fund?tab=buy">กองทุนลดหย่อนภาษี</AppLink>
        <AppLink to="/dashboard">พอร์ตของฉัน</AppLink>
      </>
    ),
  },
  { path: '/tax-saving-fund', element: <h1>กองทุนลดหย่อนภาษี</h1> },
];

describe('a link starts loading its page’s remote when the customer is about to follow it (issue 19 item 1)', () => {
  beforeEach(() => {
    getUiStore().setState(initialUiState());
    preloadRemoteFor.mockClear();
  });

  it('on pointer hover, touch and keyboard focus, by the path without its query; nothing before', async () => {
    renderRoutes(routes, '/');
    const link = screen.getByRole('link', { name: 'กองทุนลดหย่อนภาษี' });
    expect(preloadRemoteFor).not.toHaveBeenCalled();
    await userEvent.hover(link);
    expect(preloadRemoteFor).toHaveBeenLastCalledWith('/tax-saving-fund');
    fireEvent.touchStart(link);
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    expect(preloadRemoteFor.mock.calls).toEqual([['/tax-saving-fund'], ['/tax-saving-fund'], ['/tax-saving-fund']]);
  });

  it('not for the full page load of /dashboard in the webview (SDK mode, spec §2)', async () => {
    getUiStore().getState().setSdk(true);
    renderRoutes(routes, '/');
    await userEvent.hover(screen.getByRole('link', { name: 'พอร์ตของฉัน' }));
    expect(preloadRemoteFor).not.toHaveBeenCalled();
  });
});
