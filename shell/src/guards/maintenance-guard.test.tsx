import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../test-support/render-routes';
import { MaintenanceGuard } from './maintenance-guard';
import { clearMaintenance, isMaintenanceActive, markMaintenance, MAINTENANCE_RECHECK_MS } from './maintenance-state';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const routes = [
  {
    path: '*',
    element: (
      <MaintenanceGuard>
        <Where />
      </MaintenanceGuard>
    ),
  },
];
type ConfigHost = { __PORT_CONFIG__?: unknown };

describe('maintenance guard (spec §2 guards, §4, §6)', () => {
  beforeEach(() => clearMaintenance());
  afterEach(() => {
    delete (window as ConfigHost).__PORT_CONFIG__;
    clearMaintenance();
  });

  it('lets every route through when not in maintenance', () => {
    renderRoutes(routes, '/dashboard');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('blocks every route but /maintenance when the deployment flag is on', () => {
    (window as ConfigHost).__PORT_CONFIG__ = { maintenance: true };
    renderRoutes(routes, '/plan-select/plans');
    expect(screen.getByTestId('where').textContent).toBe('/maintenance');
    cleanup();
    renderRoutes(routes, '/maintenance');
    expect(screen.getByTestId('where').textContent).toBe('/maintenance');
  });

  it('blocks other routes after the server refused a call with 503/90, until the recheck time', () => {
    markMaintenance(Date.now());
    renderRoutes(routes, '/tax-saving-fund');
    expect(screen.getByTestId('where').textContent).toBe('/maintenance');
    expect(isMaintenanceActive(Date.now() + MAINTENANCE_RECHECK_MS + 1)).toBe(false);
  });
});
