import { createAppConfig } from '../tools/rspack/create-app-config.mjs';

// The host: no remotes baked in, they come from /remotes.json at run time (decision record 002).
export default createAppConfig({ appDir: import.meta.dirname, name: 'shell', port: 3000, isShell: true });
