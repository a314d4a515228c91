import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBusToUiStore } from '@port/shared/bus/connect-bus';
import { emit } from '@port/shared/bus/event-bus';
import { getUiStore } from '@port/shared/bus/ui-store';
import { renderRoutes } from '../test-support/render-routes';
import { OpenAppModal } from './open-app-modal';

const navigateFullPage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../app/full-page-navigation', () => ({ navigateFullPage }));

type ConfigHost = { __PORT_CONFIG__?: unknown };
const routes = [{ path: '*', element: <OpenAppModal /> }];

describe('open-app modal (spec §2 global elements, SDK mode)', () => {
  // The setup file disconnects the bus and resets the UI store after each test.
  beforeEach(() => {
    connectBusToUiStore();
    navigateFullPage.mockClear();
    (window as ConfigHost).__PORT_CONFIG__ = { openAppUrl: 'kkpapp://port' };
  });
  afterEach(() => {
    delete (window as ConfigHost).__PORT_CONFIG__;
  });

  it('opens on ui/open-app-modal and deep-links to the configured app with the current page', async () => {
    renderRoutes(routes, '/tax-saving-fund?year=2569');
    act(() => emit('ui/open-app-modal', { open: true }));
    await screen.findByRole('dialog', { name: 'ใช้งานต่อในแอปพลิเคชัน' });
    await userEvent.click(screen.getByRole('button', { name: 'เปิดแอปพลิเคชัน' }));
    expect(navigateFullPage).toHaveBeenCalledWith('kkpapp://port?path=%2Ftax-saving-fund%3Fyear%3D2569');
    expect(getUiStore().getState().openAppModal.isOpen).toBe(false);
  });

  it('lets the user stay on the web page', async () => {
    renderRoutes(routes, '/plan-select');
    act(() => emit('ui/open-app-modal', { open: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'ใช้งานต่อบนหน้านี้' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});
