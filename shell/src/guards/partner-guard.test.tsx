import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { EMPTY_ADVISOR } from '@port/shared/contracts/advisor';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { isStatusPage } from './maintenance-state';
import { PartnerGuard, shouldFetchAdvisor } from './partner-guard';

const ADVISOR_PATH = '/api/advisor/private/v1/advisor';
const signedIn = { body: { data: { sub: 'cust-0005', name: 'ลูกค้าพาร์ทเนอร์', customer_id: 'C0005', email: null } } };
const kkpAdvisor = { body: { data: { ...EMPTY_ADVISOR, display_name_th: 'ที่ปรึกษา', partner: 'KKP', default: false } } };

const routes = [
  {
    path: '*',
    element: (
      <PartnerGuard>
        <p>เนื้อหา</p>
      </PartnerGuard>
    ),
  },
];
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
    getUiStore().getState().setPartner('stale');
    const { calls } = fakeApi().get({ '/auth/profile': signedIn, [ADVISOR_PATH]: kkpAdvisor });
    renderRoutes(routes, '/dashboard');
    // The definite signal: the guard has decided (SDK → no partner); the rule below says it never asks.
    await waitFor(() => expect(partner()).toBeNull());
    expect(calls).not.toContain(`GET ${ADVISOR_PATH}`);
    expect(shouldFetchAdvisor({ quiet: false, sdk: true, loggedIn: true })).toBe(false);
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
    getUiStore().getState().setPartner('stale');
    const { calls } = fakeApi().get({ '/auth/profile': { body: { data: { sub: '', logged_in: false } } } });
    renderRoutes(routes, '/');
    // The definite signal: the profile answer reached the guard, which cleared the partner.
    await waitFor(() => expect(partner()).toBeNull());
    expect(calls).toEqual(['GET /auth/profile']);
    expect(shouldFetchAdvisor({ quiet: false, sdk: false, loggedIn: false })).toBe(false);
  });

  it('calls nothing on the maintenance and over-capacity pages', async () => {
    const { calls } = fakeApi().get({ '/auth/profile': signedIn, [ADVISOR_PATH]: kkpAdvisor });
    renderRoutes(routes, '/maintenance');
    expect(screen.getByText('เนื้อหา')).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/over-capacity');
    expect(screen.getByText('เนื้อหา')).toBeTruthy();
    // Status pages are quiet: no profile key (SWR never fetches a null key) and no advisor.
    expect(isStatusPage('/maintenance') && isStatusPage('/over-capacity')).toBe(true);
    expect(shouldFetchAdvisor({ quiet: true, sdk: false, loggedIn: true })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('asks for the advisor only for a signed-in customer outside the webview and off status pages', () => {
    expect(shouldFetchAdvisor({ quiet: false, sdk: false, loggedIn: true })).toBe(true);
    for (const quiet of [false, true])
      for (const sdk of [false, true])
        for (const loggedIn of [false, true]) {
          expect(shouldFetchAdvisor({ quiet, sdk, loggedIn })).toBe(!quiet && !sdk && loggedIn);
        }
  });
});
