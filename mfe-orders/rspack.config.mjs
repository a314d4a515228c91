import { createRemoteConfig } from '../tools/rspack/create-remote-config.mjs';

// Name, port and exposed modules: shared/src/contracts/remote-apps.json (the one remotes list).
export default createRemoteConfig(import.meta.dirname);
