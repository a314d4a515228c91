import { createAppConfig } from '../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'dashboard',
  port: 3001,
  exposes: {
    './DashboardRoutes': './src/dashboard-routes.tsx',
    './UnitholderRoutes': './src/unitholder-routes.tsx',
  },
});
