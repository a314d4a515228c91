import type { ComponentType } from 'react';
import { DEFAULT_MANIFEST_TIMEOUT_MS } from './manifest-timeout-plugin';
import { federationReady, refreshRemotes } from './init-federation';
import { isRegistered, loadExposed } from './register';
import type { RemoteName } from './remotes-config';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

export interface LoadRemoteOptions {
  /** Time allowed for one attempt (manifest, remote entry and module), default 8000 ms. */
  timeoutMs?: number;
  /** Pause before the one retry, so a restarting origin gets a moment. */
  retryDelayMs?: number;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(`${what} took longer than ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The React component an exposed route module exports (decision record 001: default export). */
export function componentOf(exposed: unknown, what: string): ComponentType<object> {
  const candidate =
    exposed && typeof exposed === 'object' && 'default' in exposed ? (exposed as { default: unknown }).default : exposed;
  const isComponent =
    typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate);
  if (!isComponent) throw new RemoteUnavailableError(`${what} does not export a React component`);
  return candidate as ComponentType<object>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads an exposed module of a remote: waits for `/remotes.json`, re-reads it when the remote is
 * not registered, and tries twice (ARCHITECTURE.md: "retried once, then shows a Thai fallback").
 */
export async function loadRemoteComponent(
  remote: RemoteName,
  exposedModule: string,
  { timeoutMs = DEFAULT_MANIFEST_TIMEOUT_MS, retryDelayMs = 300 }: LoadRemoteOptions = {},
): Promise<ComponentType<object>> {
  const what = `${remote}/${exposedModule.replace(/^\.\//, '')}`;
  await federationReady();
  if (!isRegistered(remote)) {
    await refreshRemotes();
    if (!isRegistered(remote)) throw new RemoteUnavailableError(`remote "${remote}" is not in /remotes.json`);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await sleep(retryDelayMs);
    try {
      return componentOf(await withTimeout(loadExposed(remote, exposedModule), timeoutMs, what), what);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
