import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isMaintenanceActive } from './maintenance-state';

/** Spec §2/§6: in maintenance mode every route but /maintenance is blocked. */
export function MaintenanceGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (pathname !== '/maintenance' && isMaintenanceActive()) {
    return <Navigate to="/maintenance" replace />;
  }
  return children;
}
