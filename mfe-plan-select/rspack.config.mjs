import { createAppConfig } from '../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'plan_select',
  port: 3002,
  exposes: { './PlanSelectRoutes': './src/plan-select-routes.tsx' },
});
