import type { ReactNode } from 'react';
import { AuthGuard } from '../guards/auth-guard';
import { MaintenanceGuard } from '../guards/maintenance-guard';
import { PartnerGuard } from '../guards/partner-guard';
import { Layout } from '../layouts/layout';
import type { RouteEntry } from './route-table';

/**
 * One table entry on screen. Maintenance and partner wrap the layout (they decide whether and how
 * it shows); auth sits inside it so header and footer paint while the profile is checked.
 */
export function RouteFrame({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const content = entry.guards.includes('auth') ? <AuthGuard>{children}</AuthGuard> : children;
  let framed: ReactNode = <Layout name={entry.layout}>{content}</Layout>;
  if (entry.guards.includes('partner')) framed = <PartnerGuard>{framed}</PartnerGuard>;
  if (entry.guards.includes('maintenance')) framed = <MaintenanceGuard>{framed}</MaintenanceGuard>;
  return framed;
}
