// A remote's rspack config from the one remotes list (issue 20): its MF name, port and exposed
// modules come from shared/src/contracts/remote-apps.json, found by the app's folder name.
import path from 'node:path';
import { findRemote } from '../../scripts/lib/apps.mjs';
import { createAppConfig } from './create-app-config.mjs';

/** `export default createRemoteConfig(import.meta.dirname)` in `mfe-<name>/rspack.config.mjs`. */
export function createRemoteConfig(appDir) {
  const remote = findRemote(path.basename(appDir));
  return createAppConfig({ appDir, name: remote.name, port: remote.port, exposes: remote.exposes });
}
