import { resolveRoute } from '../routes/resolve-route';
import { federationReady, refreshIfStale } from './init-federation';
import { isRegistered, isRunning, loadExposed } from './register';

/** Preloads under way, by remote module: a pointer moving over a menu starts each one once. */
const inFlight = new Map<string, Promise<void>>();

async function preload(pathname: string): Promise<void> {
  const { owner } = resolveRoute(pathname);
  if (owner.kind !== 'remote') return;
  const key = `${owner.remote}/${owner.module}`;
  const running = inFlight.get(key);
  if (running) return running;
  const started = (async () => {
    await federationReady();
    // As the route itself does: a remote not yet run in this tab loads the version live now, not
    // the one live when the page opened (a hover long after a publish must not start the old one).
    if (!isRunning(owner.remote)) await refreshIfStale();
    if (!isRegistered(owner.remote)) return;
    await loadExposed(owner.remote, owner.module);
  })()
    .catch(() => undefined)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * Starts fetching the remote that serves `pathname` once /remotes.json is read: for the page's
 * first URL in parallel with the shell's own start (session check, layout), instead of after it,
 * so a deep link to a remote paints sooner; for a link the customer is about to follow
 * (modes/app-link.tsx), before the click. Never rejects: failures are left to the route, which
 * retries and shows its fallback.
 */
export function preloadRemoteFor(pathname: string): Promise<void> {
  return preload(pathname).catch(() => undefined);
}
