import { registerRemoteEntries } from './register';
import type { RemoteName, RemotesConfig } from './remotes-config';

// The /remotes.json reader validates with zod, which the shell's first paint does not need: it
// loads with the first read, beside the page (issue 19 item 2). Remote code needs zod anyway.
// "response-schemas": one chunk with the schemas of the shell's other first reads (profile, fnds),
// one request instead of four on a cold page (issue 19 item 1).
const remotesConfigModule = () => import(/* webpackChunkName: "response-schemas" */ './remotes-config');

export interface FederationOptions {
  fetchImpl?: typeof fetch;
  /** Abort a remote manifest that takes longer than this (default 8000 ms). */
  manifestTimeoutMs?: number;
  /** A `/remotes.json` read this recent is not repeated before a remote's first load (default 5000 ms). */
  freshForMs?: number;
  now?: () => number;
}

/** Spares a second read of `/remotes.json` right after the page's own (the first route and its preload). */
export const DEFAULT_FRESH_FOR_MS = 5000;

let ready: Promise<void> | null = null;
/** The first remotes list this page read: the versions whose code the page runs (real-user metrics name them). */
let firstConfig: RemotesConfig | null = null;
let lastOptions: FederationOptions = {};
let readAt = Number.NEGATIVE_INFINITY;

async function loadAndRegister(options: FederationOptions, reload: readonly RemoteName[] = [], inline = false): Promise<void> {
  const { fetchRemotesConfig, readInlineRemotes } = await remotesConfigModule();
  // The copy the app host wrote into the page when it served it counts as a read made now (issue 19).
  const config = (inline ? readInlineRemotes() : null) ?? (await fetchRemotesConfig(options.fetchImpl));
  readAt = (options.now ?? Date.now)();
  firstConfig ??= config;
  try {
    registerRemoteEntries(config, { manifestTimeoutMs: options.manifestTimeoutMs, reload });
  } catch (error) {
    console.error('[federation] registering the remotes failed; remote routes show their fallback.', error);
  }
}

/**
 * Reads `/remotes.json` and registers the remotes (decision record 002). Called once by bootstrap
 * without awaiting, so the shell renders while the file is fetched; remote routes wait on it.
 */
export function initFederation(options: FederationOptions = {}): Promise<void> {
  lastOptions = options;
  // The inline copy saves the round trip before the first remote (issue 19); a later re-read
  // (refreshIfStale, a retry) fetches the live file as before.
  ready ??= loadAndRegister(options, [], true);
  return ready;
}

/** Resolves once the first `/remotes.json` read is done (or starts it if bootstrap has not). */
export function federationReady(): Promise<void> {
  return ready ?? initFederation();
}

/**
 * Reads `/remotes.json` again: a remote added or re-pointed since start is picked up without a reload.
 * Remotes in `reload` are registered afresh even when their URL is unchanged (issue 20 item 4: 'ลองใหม่').
 */
export function refreshRemotes(reload: readonly RemoteName[] = []): Promise<void> {
  ready = loadAndRegister(lastOptions, reload);
  return ready;
}

/** Before a remote's first load in this tab: re-read `/remotes.json` unless it was just read (a new live version is used). */
export async function refreshIfStale(): Promise<void> {
  await federationReady();
  const now = (lastOptions.now ?? Date.now)();
  if (now - readAt >= (lastOptions.freshForMs ?? DEFAULT_FRESH_FOR_MS)) await refreshRemotes();
}

/** The version of a remote this page started with, null before `/remotes.json` was read or when it is not listed. */
export function startedVersion(remote: RemoteName): string | null {
  return firstConfig?.[remote]?.version ?? null;
}
