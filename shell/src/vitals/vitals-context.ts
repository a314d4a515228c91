import type { VitalsReport } from '@port/shared/contracts/vitals';
import { resolveRoute } from '../routes/resolve-route';

export type VitalsContext = Pick<VitalsReport, 'route' | 'remote' | 'version'>;

/**
 * What a report says about the page (issue 19 item 6): its route-table path (never the URL, which
 * may hold ids), the remote that owns it and the version of that remote the page started with.
 */
export function vitalsContext(pathname: string, versionOf: (remote: string) => string | null): VitalsContext | null {
  const { path, owner } = resolveRoute(pathname);
  if (owner.kind === 'shell') return { route: path, remote: null, version: null };
  const version = versionOf(owner.remote);
  // A remote missing from /remotes.json showed its fallback: nothing of that remote to measure.
  return version === null ? null : { route: path, remote: owner.remote, version };
}
