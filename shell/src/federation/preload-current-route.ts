import { resolveRoute } from '../routes/resolve-route';
import { federationReady } from './init-federation';
import { isRegistered, loadExposed } from './register';

/**
 * Starts fetching the remote that serves the page's first URL as soon as /remotes.json is read,
 * in parallel with the shell's own start (session check, layout), instead of after it: a deep link
 * to a remote paints sooner. Failures are left to the route, which retries and shows its fallback.
 */
export async function preloadRemoteFor(pathname: string): Promise<void> {
  const { owner } = resolveRoute(pathname);
  if (owner.kind !== 'remote') return;
  await federationReady();
  if (!isRegistered(owner.remote)) return;
  await loadExposed(owner.remote, owner.module).catch(() => undefined);
}
