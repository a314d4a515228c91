import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readRuntimeConfig } from '@port/shared/contracts/runtime-config';
import { isMaintenanceActive } from './maintenance-state';

/**
 * Spec §2/§6: in maintenance mode every route but /maintenance is blocked. Maintenance is known
 * from the deployment flag the server writes into the page (`__PORT_CONFIG__.maintenance`) or
 * from a call the server refused with 503/'90' a moment ago.
 */
export function MaintenanceGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const maintenance = readRuntimeConfig().maintenance === true || isMaintenanceActive();
  if (pathname !== '/maintenance' && maintenance) {
    return <Navigate to="/maintenance" replace />;
  }
  return children;
}
