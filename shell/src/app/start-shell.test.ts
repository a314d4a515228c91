import { afterAll, describe, expect, it, vi } from 'vitest';
import { emit } from '@port/shared/bus/event-bus';
import { getUiStore } from '@port/shared/bus/ui-store';
import { getHttpClient } from '@port/shared/http/get-http-client';
import { clearMaintenance, isMaintenanceActive } from '../guards/maintenance-state';
import { startShell } from './start-shell';

describe('shell start-up (spec §2 SDK mode, §8 navigation targets)', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('detects SDK mode, wires the bus, and routes http-client and auth/expired navigations in-app', async () => {
    window.history.replaceState({}, '', '/plan-select?sdk=1');
    const router = startShell();
    expect(startShell()).toBe(router);
    expect(getUiStore().getState().sdk).toBe(true);

    emit('ui/success-toast', { title: 'บันทึกแผนเรียบร้อย' });
    expect(getUiStore().getState().successToast).toMatchObject({ isShow: true, title: 'บันทึกแผนเรียบร้อย' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error_code: '90', error_message: '' }), { status: 503 })),
    );
    await expect(getHttpClient().get('/api/port/hybrid/v1/plan-select/overview')).rejects.toMatchObject({ code: '90' });
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(isMaintenanceActive()).toBe(true);
    clearMaintenance();

    emit('auth/expired', { returnUrl: '/dashboard/omnibus/1' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?return_url=%2Fdashboard%2Fomnibus%2F1&action=login');
    router.dispose();
  });
});
