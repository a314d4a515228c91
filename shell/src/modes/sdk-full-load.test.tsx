import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { renderRoutes } from '../test-support/render-routes';
import { AppLink } from './app-link';
import { SdkFullLoad } from './sdk-full-load';

const navigateFullPage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../app/full-page-navigation', () => ({ navigateFullPage }));

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <SdkFullLoad />
      <h1>{name}</h1>
      <AppLink to="/dashboard">พอร์ตของฉัน</AppLink>
      <Link to="/dashboard?from=remote">ลิงก์จากรีโมต</Link>
      <AppLink to="/plan-select">เลือกแผน</AppLink>
      <button type="button" onClick={() => navigate('/dashboard')}>
        ไปแดชบอร์ด
      </button>
    </>
  );
}

const routes = [
  { path: '/', element: <Page name="หน้าแรก" /> },
  { path: '/plan-select', element: <Page name="เลือกแผน" /> },
  { path: '/dashboard', element: <Page name="แดชบอร์ด" /> },
];

describe('SDK (webview) mode forces /dashboard to a full page load (spec §2)', () => {
  beforeEach(() => {
    getUiStore().setState(initialUiState());
    navigateFullPage.mockClear();
  });

  it('loads /dashboard with window.location.assign from a shell link in SDK mode', async () => {
    getUiStore().getState().setSdk(true);
    const { router } = renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('link', { name: 'พอร์ตของฉัน' }));
    expect(navigateFullPage).toHaveBeenCalledWith('/dashboard');
    expect(router.state.location.pathname).toBe('/');
  });

  it('also catches a remote’s router link to /dashboard', async () => {
    getUiStore().getState().setSdk(true);
    const { router } = renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('link', { name: 'ลิงก์จากรีโมต' }));
    expect(navigateFullPage).toHaveBeenCalledWith('/dashboard?from=remote');
    expect(router.state.location.pathname).toBe('/');
  });

  it('reloads a programmatic navigation to /dashboard', async () => {
    getUiStore().getState().setSdk(true);
    renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'ไปแดชบอร์ด' }));
    expect(navigateFullPage).toHaveBeenCalledWith('/dashboard');
  });

  it('keeps client navigation for other paths in SDK mode and for /dashboard outside it', async () => {
    getUiStore().getState().setSdk(true);
    const { router } = renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('link', { name: 'เลือกแผน' }));
    expect(router.state.location.pathname).toBe('/plan-select');
    cleanup();

    act(() => getUiStore().getState().setSdk(false));
    const second = renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('link', { name: 'พอร์ตของฉัน' }));
    expect(second.router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'แดชบอร์ด' })).toBeTruthy();
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('does not reload the page the webview opened with', () => {
    getUiStore().getState().setSdk(true);
    renderRoutes(routes, '/dashboard');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});
