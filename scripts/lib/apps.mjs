// The six front-end apps. The remotes come from the one list, shared/src/contracts/remote-apps.json
// (issue 20): name, folder, port, exposed modules, routes it owns, size budgets.
import { readFileSync } from 'node:fs';

const listFile = new URL('../../shared/src/contracts/remote-apps.json', import.meta.url);

/** `REMOTE_<NAME>_URL`: the remote's origin for `/remotes.json` when nothing is published (decision 002). */
export const remoteEnvName = (name) => `REMOTE_${name.toUpperCase()}_URL`;

export const remotes = JSON.parse(readFileSync(listFile, 'utf8')).remotes.map((remote) => ({
  ...remote,
  env: remoteEnvName(remote.name),
}));
export const shellApp = { name: 'shell', dir: 'shell', port: 3000 };
export const apps = [shellApp, ...remotes];

/** The remote by MF name or folder (`tsf` or `mfe-tsf`); throws with the known names otherwise. */
export function findRemote(nameOrDir) {
  const remote = remotes.find((r) => r.name === nameOrDir || r.dir === nameOrDir);
  if (!remote) throw new Error(`unknown remote "${nameOrDir}": one of ${remotes.map((r) => r.name).join(', ')}`);
  return remote;
}
