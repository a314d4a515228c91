// The six front-end apps, their MF names and default ports (docs/decisions/001).
export const remotes = [
  { name: 'dashboard', dir: 'mfe-dashboard', port: 3001, env: 'REMOTE_DASHBOARD_URL' },
  { name: 'plan_select', dir: 'mfe-plan-select', port: 3002, env: 'REMOTE_PLAN_SELECT_URL' },
  { name: 'orders', dir: 'mfe-orders', port: 3003, env: 'REMOTE_ORDERS_URL' },
  { name: 'tsf', dir: 'mfe-tsf', port: 3004, env: 'REMOTE_TSF_URL' },
  { name: 'oa', dir: 'mfe-oa', port: 3005, env: 'REMOTE_OA_URL' },
];
export const apps = [{ name: 'shell', dir: 'shell', port: 3000 }, ...remotes];
