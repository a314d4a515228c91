import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { createManifestTimeoutPlugin } from './manifest-timeout-plugin';
import type { RemoteName, RemotesConfig } from './remotes-config';

/** The shell's MF name (decision record 001); its runtime instance is created by the build. */
export const HOST_NAME = 'shell';

let pluginInstalled = false;
const registered = new Map<RemoteName, string>();

/** The build-time Module Federation instance of the shell (runtime API of MF 2.x). */
export function getHostInstance(): ModuleFederation {
  const instance = getInstance() ?? getInstance((candidate) => candidate.options.name === HOST_NAME);
  if (!instance) throw new Error('[federation] the shell was not built with the Module Federation plugin');
  return instance;
}

/**
 * Registers (or re-points) the remotes of `/remotes.json` with the MF runtime. A remote whose
 * manifest URL changed is re-registered with `force`, which drops its cached modules.
 */
export function registerRemoteEntries(config: RemotesConfig, manifestTimeoutMs?: number): void {
  const instance = getHostInstance();
  if (!pluginInstalled) {
    instance.registerPlugins([createManifestTimeoutPlugin(manifestTimeoutMs)]);
    pluginInstalled = true;
  }
  for (const [name, entry] of Object.entries(config) as Array<[RemoteName, RemotesConfig[RemoteName]]>) {
    if (!entry) continue;
    const previous = registered.get(name);
    if (previous === entry.manifest) continue;
    instance.registerRemotes([{ name, entry: entry.manifest }], { force: previous !== undefined });
    registered.set(name, entry.manifest);
  }
}

export function isRegistered(remote: RemoteName): boolean {
  return registered.has(remote);
}

/** `loadRemote('tsf/TsfRoutes')` for the exposed module `./TsfRoutes` of remote `tsf`. */
export async function loadExposed(remote: RemoteName, exposedModule: string): Promise<unknown> {
  const id = `${remote}/${exposedModule.replace(/^\.\//, '')}`;
  const loaded = await getHostInstance().loadRemote<unknown>(id);
  if (loaded === null || loaded === undefined) throw new Error(`[federation] ${id} resolved to nothing`);
  return loaded;
}
