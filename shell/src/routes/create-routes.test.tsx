import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { createRoutes } from './create-routes';

const navigateFullPage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../app/full-page-navigation', () => ({ navigateFullPage }));

const anonymous = { '/auth/profile': { body: { data: { sub: '', logged_in: false } } } };
const signedIn = { '/auth/profile': { body: { data: { sub: 'cust-3', name: 'สมชาย', customer_id: 'C3', email: null } } } };

describe('the shell router from the route table (spec §2 routes, layouts, guards)', () => {
  beforeEach(() => {
    getUiStore().setState(initialUiState());
    navigateFullPage.mockClear();
    localStorage.setItem('port-web.consent.v1', 'accepted');
  });

  it('an unknown path shows the 404 page inside the default layout with header, nav, footer', async () => {
    fakeApi().get(anonymous);
    renderRoutes(createRoutes(), '/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('หน้านี้หายไปแล้ว');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' }).getAttribute('href')).toBe('#main');
    expect(await within(screen.getByRole('navigation', { name: 'เมนูหลัก' })).findAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });

  it('the header offers logout to /auth/logout for a signed-in customer', async () => {
    fakeApi().get({ ...signedIn, '/api/advisor/private/v1/advisor': { status: 500 } });
    renderRoutes(createRoutes(), '/error?status=502');
    const logout = await screen.findByRole('link', { name: 'ออกจากระบบ' });
    expect(logout.getAttribute('href')).toBe('/auth/logout');
    expect(screen.getByText('รหัสข้อผิดพลาด 502')).toBeTruthy();
  });

  it('/maintenance uses the body-only layout and calls nothing', async () => {
    const { calls } = fakeApi().get(signedIn);
    renderRoutes(createRoutes(), '/maintenance');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ระบบอยู่ระหว่างปรับปรุง');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // Flush React's effects and the promises they start (no fixed wait): a call would have been made by now.
    await act(async () => undefined);
    expect(calls).toEqual([]);
    sessionStorage.clear();
  });

  it('/over-capacity shows its Thai message without header and footer', () => {
    fakeApi().get(anonymous);
    renderRoutes(createRoutes(), '/over-capacity');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ขณะนี้มีผู้ใช้งานจำนวนมาก');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('a protected remote route sends an anonymous visitor to /login with return_url', async () => {
    fakeApi().get(anonymous);
    const { router } = renderRoutes(createRoutes(), '/unitholder/UH-7?view=all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?return_url=%2Funitholder%2FUH-7%3Fview%3Dall&action=login');
    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith(
        '/auth/login?return_url=%2Funitholder%2FUH-7%3Fview%3Dall&action=login&device=web',
      ),
    );
  });

  it('/ welcomes a visitor and sends a signed-in customer to /dashboard', async () => {
    fakeApi().get(anonymous);
    renderRoutes(createRoutes(), '/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('ยินดีต้อนรับสู่ port');
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'เข้าสู่ระบบ' });
    expect(signIn.getAttribute('href')).toBe('/login?return_url=%2Fdashboard&action=login');
    cleanup();
    fakeApi().get({ ...signedIn, '/api/advisor/private/v1/advisor': { status: 500 } });
    const { router } = renderRoutes(createRoutes(), '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
