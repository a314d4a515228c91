import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { createManifestTimeoutPlugin } from './manifest-timeout-plugin';
import type { RemoteName, RemotesConfig } from './remotes-config';

/** The shell's MF name (decision record 001); its runtime instance is created by the build. */
export const HOST_NAME = 'shell';

let pluginInstalled = false;
const registered = new Map<RemoteName, string>();
/** Remotes whose code runs in this tab: they keep their version until the next full load (issue 20 item 4). */
const running = new Set<RemoteName>();

/** The build-time Module Federation instance of the shell (runtime API of MF 2.x). */
export function getHostInstance(): ModuleFederation {
  const instance = getInstance() ?? getInstance((candidate) => candidate.options.name === HOST_NAME);
  if (!instance) throw new Error('[federation] the shell was not built with the Module Federation plugin');
  return instance;
}

/**
 * A re-registered remote's new entry must not adopt the chunks its previous copy pushed onto the
 * global chunk array (rspack's `rspackChunk<uniqueName>`, uniqueName = the MF name): the same chunk
 * ids would count as loaded and run the old (broken) code.
 */
function forgetChunks(remote: RemoteName): void {
  delete (globalThis as Record<string, unknown>)[`rspackChunk${remote}`];
}

export interface RegisterOptions {
  manifestTimeoutMs?: number;
  /** Remotes to register afresh even at the same URL ('ลองใหม่' after a failure or a render error). */
  reload?: readonly RemoteName[];
}

/**
 * Registers (or re-points) the remotes of `/remotes.json` with the MF runtime. A remote whose
 * manifest URL changed is re-registered with `force`, which drops its cached modules, unless its
 * code already runs in this tab (then the new version comes with the next full load). A remote
 * in `reload` is always registered afresh: its modules and chunks are forgotten.
 */
export function registerRemoteEntries(config: RemotesConfig, options: RegisterOptions = {}): void {
  const instance = getHostInstance();
  if (!pluginInstalled) {
    instance.registerPlugins([createManifestTimeoutPlugin(options.manifestTimeoutMs)]);
    pluginInstalled = true;
  }
  for (const [name, entry] of Object.entries(config)) {
    if (!entry) continue;
    const previous = registered.get(name);
    const reload = options.reload?.includes(name) ?? false;
    if (!reload && (previous === entry.manifest || (previous !== undefined && running.has(name)))) continue;
    if (reload) {
      forgetChunks(name);
      running.delete(name);
    }
    instance.registerRemotes([{ name, entry: entry.manifest }], { force: previous !== undefined });
    registered.set(name, entry.manifest);
  }
}

export function isRegistered(remote: RemoteName): boolean {
  return registered.has(remote);
}

/** Whether a module of this remote has loaded in this tab. */
export function isRunning(remote: RemoteName): boolean {
  return running.has(remote);
}

/** `loadRemote('tsf/TsfRoutes')` for the exposed module `./TsfRoutes` of remote `tsf`. */
export async function loadExposed(remote: RemoteName, exposedModule: string): Promise<unknown> {
  const id = `${remote}/${exposedModule.replace(/^\.\//, '')}`;
  const loaded = await getHostInstance().loadRemote<unknown>(id);
  if (loaded === null || loaded === undefined) throw new Error(`[federation] ${id} resolved to nothing`);
  running.add(remote);
  return loaded;
}
