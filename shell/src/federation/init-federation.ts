import { fetchRemotesConfig } from './remotes-config';
import { registerRemoteEntries } from './register';

export interface FederationOptions {
  fetchImpl?: typeof fetch;
  /** Abort a remote manifest that takes longer than this (default 8000 ms). */
  manifestTimeoutMs?: number;
}

let ready: Promise<void> | null = null;
let lastOptions: FederationOptions = {};

async function loadAndRegister(options: FederationOptions): Promise<void> {
  const config = await fetchRemotesConfig(options.fetchImpl);
  try {
    registerRemoteEntries(config, options.manifestTimeoutMs);
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
  ready ??= loadAndRegister(options);
  return ready;
}

/** Resolves once the first `/remotes.json` read is done (or starts it if bootstrap has not). */
export function federationReady(): Promise<void> {
  return ready ?? initFederation();
}

/** Reads `/remotes.json` again: a remote added or re-pointed since start is picked up without a reload. */
export function refreshRemotes(): Promise<void> {
  ready = loadAndRegister(lastOptions);
  return ready;
}
