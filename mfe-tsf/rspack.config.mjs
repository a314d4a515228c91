import { createAppConfig } from '../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'tsf',
  port: 3004,
  exposes: { './TsfRoutes': './src/tsf-routes.tsx' },
});
