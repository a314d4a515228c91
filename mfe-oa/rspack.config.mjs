import { createAppConfig } from '../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'oa',
  port: 3005,
  exposes: { './OaRoutes': './src/oa-routes.tsx' },
});
