import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { AuthGuard } from './auth-guard';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

const routes = [
  {
    path: '/dashboard/*',
    element: (
      <AuthGuard>
        <p>พอร์ตของฉัน</p>
      </AuthGuard>
    ),
  },
  { path: '/login', element: <LoginProbe /> },
];

const signedIn = { data: { sub: 'cust-0003', name: 'สมชาย ใจดี', customer_id: 'C0003', email: null } };

describe('auth guard (spec §2 guards, §5, §8)', () => {
  it('sends a visitor without a subject identifier to /login with the encoded path and query', async () => {
    fakeApi().get({ '/auth/profile': { body: { data: { sub: '', logged_in: false } } } });
    renderRoutes(routes, '/dashboard/omnibus/2?tab=pending&sort=ssf');
    const login = await screen.findByTestId('login');
    expect(login.textContent).toBe('/login?return_url=%2Fdashboard%2Fomnibus%2F2%3Ftab%3Dpending%26sort%3Dssf&action=login');
    expect(screen.queryByText('พอร์ตของฉัน')).toBeNull();
  });

  it('sends the user to login when the profile lookup fails (spec §8)', async () => {
    fakeApi().get({ '/auth/profile': { status: 500, body: { error_code: 'INTERNAL', error_message: 'x' } } });
    renderRoutes(routes, '/dashboard');
    expect((await screen.findByTestId('login')).textContent).toBe('/login?return_url=%2Fdashboard&action=login');
  });

  it('renders the protected page for a signed-in customer, after a Thai checking message', async () => {
    fakeApi().get({ '/auth/profile': { body: signedIn } });
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('status').textContent).toBe('กำลังตรวจสอบการเข้าสู่ระบบ…');
    expect(await screen.findByText('พอร์ตของฉัน')).toBeTruthy();
    expect(screen.queryByTestId('login')).toBeNull();
  });
});
