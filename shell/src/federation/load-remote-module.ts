import type { ComponentType } from 'react';
import { DEFAULT_MANIFEST_TIMEOUT_MS } from './manifest-timeout-plugin';
import { federationReady, refreshIfStale, refreshRemotes } from './init-federation';
import { isRegistered, isRunning, loadExposed } from './register';
import type { RemoteName } from './remotes-config';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

export interface LoadRemoteOptions {
  /** Time allowed for the whole load, both tries included (manifest, remote entry, module), default 8000 ms. */
  timeoutMs?: number;
  /** Pause before the one retry, so a restarting origin gets a moment. */
  retryDelayMs?: number;
  /** 'ลองใหม่': re-read `/remotes.json` and register this remote afresh before loading (issue 20 item 4). */
  reload?: boolean;
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

async function tryTwice(remote: RemoteName, exposedModule: string, reload: boolean, retryDelayMs: number): Promise<unknown> {
  await federationReady();
  if (reload) await refreshRemotes([remote]);
  // A remote not yet run in this tab loads the version live now, not the one live when the page opened.
  else if (!isRunning(remote)) await refreshIfStale();
  if (!isRegistered(remote)) {
    await refreshRemotes();
    if (!isRegistered(remote)) throw new RemoteUnavailableError(`remote "${remote}" is not in /remotes.json`);
  }
  try {
    return await loadExposed(remote, exposedModule);
  } catch {
    await sleep(retryDelayMs);
    // The second try reads /remotes.json again and starts the remote afresh: a version published
    // since (or a fixed build at the same URL) is what it loads.
    await refreshRemotes([remote]);
    return loadExposed(remote, exposedModule);
  }
}

/**
 * Loads an exposed module of a remote: waits for `/remotes.json` (re-read before a remote's first load
 * and on every retry), tries twice, all within `timeoutMs` (ARCHITECTURE.md: "retried once, then shows
 * a Thai fallback"; issue 20: the fallback within 8 s in total).
 */
export async function loadRemoteComponent(
  remote: RemoteName,
  exposedModule: string,
  { timeoutMs = DEFAULT_MANIFEST_TIMEOUT_MS, retryDelayMs = 300, reload = false }: LoadRemoteOptions = {},
): Promise<ComponentType<object>> {
  const what = `${remote}/${exposedModule.replace(/^\.\//, '')}`;
  return componentOf(await withTimeout(tryTwice(remote, exposedModule, reload, retryDelayMs), timeoutMs, what), what);
}
