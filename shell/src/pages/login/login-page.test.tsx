import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setHttpNavigator } from '@port/shared/http/get-http-client';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../../test-support/render-routes';
import { LoginPage } from './login-page';

const navigateFullPage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../app/full-page-navigation', () => ({ navigateFullPage }));
// The answers of the service check, so a test can wait for the page's decision instead of a fixed time.
const serviceChecks = vi.hoisted((): Promise<boolean>[] => []);
vi.mock('./api/check-service', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./api/check-service')>();
  return {
    isServiceAvailable: () => {
      const answer = actual.isServiceAvailable();
      serviceChecks.push(answer);
      return answer;
    },
  };
});

const routes = [{ path: '/login', element: <LoginPage /> }];
const flagsOk = { '/api/feature-flags': { body: { data: { flags: { 'open-account': true } } } } };

async function signInTarget(): Promise<string | undefined> {
  await waitFor(() => expect(navigateFullPage).toHaveBeenCalled());
  return navigateFullPage.mock.calls.at(-1)?.[0];
}

describe('/login hands over to the BFF sign-in (spec §2, §7)', () => {
  const httpNavigate = vi.fn<(path: string) => void>();
  beforeEach(() => {
    navigateFullPage.mockClear();
    serviceChecks.length = 0;
    httpNavigate.mockClear();
    setHttpNavigator(httpNavigate);
    fakeApi().get(flagsOk);
  });

  it('goes to /auth/login with the encoded return_url, action=login and device=web', async () => {
    renderRoutes(routes, `/login?return_url=${encodeURIComponent('/dashboard/omnibus/2?tab=pending')}&action=login`);
    expect(screen.getByRole('status').textContent).toBe('กำลังไปยังหน้าเข้าสู่ระบบ…');
    expect(document.title).toBe('เข้าสู่ระบบ | Port');
    expect(await signInTarget()).toBe(
      '/auth/login?return_url=%2Fdashboard%2Fomnibus%2F2%3Ftab%3Dpending&action=login&device=web',
    );
  });

  it.each([
    ['another host', 'https://evil.example/steal'],
    ['a protocol-relative host', '//evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a backslash trick', '/\\evil.example'],
  ])('refuses %s as return_url and returns to /dashboard instead', async (_label, returnUrl) => {
    renderRoutes(routes, `/login?return_url=${encodeURIComponent(returnUrl)}`);
    expect(await signInTarget()).toBe('/auth/login?return_url=%2Fdashboard&action=login&device=web');
    expect(screen.getByRole('link').getAttribute('href')).not.toContain('evil');
  });

  it('defaults to /dashboard when no return_url is given', async () => {
    renderRoutes(routes, '/login');
    expect(await signInTarget()).toBe('/auth/login?return_url=%2Fdashboard&action=login&device=web');
  });

  it('in maintenance (503/90) shows the maintenance page instead of starting a sign-in (spec §6, §8)', async () => {
    fakeApi().get({ '/api/feature-flags': { status: 503, body: { error_code: '90', error_message: '' } } });
    renderRoutes(routes, '/login?return_url=%2Fdashboard');
    await waitFor(() => expect(serviceChecks).toHaveLength(1));
    // The page's own reaction to this answer is queued before ours: once we hold the answer, it has decided.
    expect(await serviceChecks[0]).toBe(false);
    expect(httpNavigate).toHaveBeenCalledWith('/maintenance');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('still signs in when the flag call fails for another reason', async () => {
    fakeApi().get({ '/api/feature-flags': { status: 500, body: {} } });
    renderRoutes(routes, '/login');
    expect(await signInTarget()).toBe('/auth/login?return_url=%2Fdashboard&action=login&device=web');
  });
});
