// All six front-end apps as one rspack multi-compiler: one process shares the work across the
// two cores instead of six cold starts (ARCHITECTURE.md budget: cold build ≤ 45 s).
import { apps } from './lib/apps.mjs';

const configs = await Promise.all(
  apps.map(async (app) => ({ ...(await import(`../${app.dir}/rspack.config.mjs`)).default, name: app.dir })),
);
export default configs;
