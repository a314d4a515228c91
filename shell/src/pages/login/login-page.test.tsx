import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes';
import { LoginPage } from './login-page';

const navigateFullPage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../app/full-page-navigation', () => ({ navigateFullPage }));

const routes = [{ path: '/login', element: <LoginPage /> }];
const signInTarget = () => navigateFullPage.mock.calls.at(-1)?.[0];

describe('/login hands over to the BFF sign-in (spec §2, §7)', () => {
  beforeEach(() => navigateFullPage.mockClear());
  afterEach(() => cleanup());

  it('goes to /auth/login with the encoded return_url, action=login and device=web', () => {
    renderRoutes(routes, `/login?return_url=${encodeURIComponent('/dashboard/omnibus/2?tab=pending')}&action=login`);
    expect(signInTarget()).toBe(
      '/auth/login?return_url=%2Fdashboard%2Fomnibus%2F2%3Ftab%3Dpending&action=login&device=web',
    );
    expect(screen.getByRole('status').textContent).toBe('กำลังไปยังหน้าเข้าสู่ระบบ…');
    expect(document.title).toBe('เข้าสู่ระบบ | Port');
  });

  it.each([
    ['another host', 'https://evil.example/steal'],
    ['a protocol-relative host', '//evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a backslash trick', '/\\evil.example'],
  ])('refuses %s as return_url and returns to /dashboard instead', (_label, returnUrl) => {
    renderRoutes(routes, `/login?return_url=${encodeURIComponent(returnUrl)}`);
    expect(signInTarget()).toBe('/auth/login?return_url=%2Fdashboard&action=login&device=web');
    expect(screen.getByRole('link').getAttribute('href')).not.toContain('evil');
  });

  it('defaults to /dashboard when no return_url is given', () => {
    renderRoutes(routes, '/login');
    expect(signInTarget()).toBe('/auth/login?return_url=%2Fdashboard&action=login&device=web');
  });
});
