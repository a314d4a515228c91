import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Spec §8 leaves the remote-loading timeout open; 8 s keeps a slow origin from freezing a route. */
export const DEFAULT_MANIFEST_TIMEOUT_MS = 8000;

/**
 * Runtime plugin for the manifest fetch: bypasses the HTTP cache (a redeployed remote is seen at once)
 * and aborts a manifest that does not arrive in time. An aborted fetch rejects, which makes the MF
 * runtime forget that manifest, so a later retry fetches it again.
 */
export function createManifestTimeoutPlugin(timeoutMs: number = DEFAULT_MANIFEST_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'port-manifest-timeout',
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`manifest ${url} took longer than ${timeoutMs} ms`)), timeoutMs);
      return fetch(url, { ...init, cache: 'no-cache', signal: controller.signal }).finally(() => clearTimeout(timer));
    },
  };
}
