import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { EMPTY_ADVISOR } from '@port/shared/contracts/advisor';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { PartnerGuard } from './partner-guard';

const ADVISOR_PATH = '/api/advisor/private/v1/advisor';
const signedIn = { body: { data: { sub: 'cust-0005', name: 'ลูกค้าพาร์ทเนอร์', customer_id: 'C0005', email: null } } };
const kkpAdvisor = { body: { data: { ...EMPTY_ADVISOR, display_name_th: 'ที่ปรึกษา', partner: 'KKP', default: false } } };

const routes = [{ path: '*', element: <PartnerGuard><p>เนื้อหา</p></PartnerGuard> }];
const partner = () => getUiStore().getState().partner;

describe('partner guard (spec §2 guards, §6, §8)', () => {
  beforeEach(() => getUiStore().setState(initialUiState()));

  it('sets the partner to the advisor partner in lower case for a signed-in user', async () => {
    const { calls } = fakeApi().get({ '/auth/profile': signedIn, [ADVISOR_PATH]: kkpAdvisor });
    renderRoutes(routes, '/dashboard');
    expect(screen.getByText('เนื้อหา')).toBeTruthy();
    await waitFor(() => expect(partner()).toBe('kkp'));
    expect(calls).toContain(`GET ${ADVISOR_PATH}`);
  });

  it('skips the advisor fetch in SDK mode (spec §6) and leaves no partner', async () => {
    getUiStore().getState().setSdk(true);
    const { calls } = fakeApi().get({ '/auth/profile': signedIn, [ADVISOR_PATH]: kkpAdvisor });
    renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(calls).toContain('GET /auth/profile'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).not.toContain(`GET ${ADVISOR_PATH}`);
    expect(partner()).toBeNull();
  });

  it('falls back to the empty advisor (no partner) when the advisor call fails (spec §8)', async () => {
    getUiStore().getState().setPartner('stale');
    const { calls } = fakeApi().get({
      '/auth/profile': signedIn,
      [ADVISOR_PATH]: { status: 500, body: { error_code: 'INTERNAL', error_message: 'เกิดข้อผิดพลาด' } },
    });
    renderRoutes(routes, '/plan-select');
    await waitFor(() => expect(calls).toContain(`GET ${ADVISOR_PATH}`));
    await waitFor(() => expect(partner()).toBeNull());
  });

  it('does not fetch the advisor for anonymous visitors', async () => {
    const { calls } = fakeApi().get({ '/auth/profile': { body: { data: { sub: '', logged_in: false } } } });
    renderRoutes(routes, '/');
    await waitFor(() => expect(calls).toContain('GET /auth/profile'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).not.toContain(`GET ${ADVISOR_PATH}`);
  });

  it('calls nothing on the maintenance and over-capacity pages', async () => {
    const { calls } = fakeApi().get({ '/auth/profile': signedIn, [ADVISOR_PATH]: kkpAdvisor });
    renderRoutes(routes, '/maintenance');
    await new Promise((resolve) => setTimeout(resolve, 20));
    cleanup();
    renderRoutes(routes, '/over-capacity');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
