import { createBrowserRouter } from 'react-router-dom';
import { connectBusToUiStore } from '@port/shared/bus/connect-bus';
import { on } from '@port/shared/bus/event-bus';
import { getUiStore } from '@port/shared/bus/ui-store';
import { loginRoute } from '@port/shared/contracts/api-paths';
import { setHttpNavigator } from '@port/shared/http/get-http-client';
import { markMaintenance } from '../guards/maintenance-state';
import { detectSdkModeFromWindow } from '../modes/sdk-mode';
import { createRoutes } from '../routes/create-routes';

type ShellRouter = ReturnType<typeof createBrowserRouter>;
let router: ShellRouter | null = null;

/**
 * Once per page: the bus feeds the global UI store, SDK mode is detected, the shared http client
 * navigates inside the app (/maintenance, /over-capacity, /login) and remotes can ask for sign-in.
 */
export function startShell(): ShellRouter {
  if (router) return router;
  const created = createBrowserRouter(createRoutes());
  connectBusToUiStore();
  getUiStore().getState().setSdk(detectSdkModeFromWindow());
  setHttpNavigator((path) => {
    // The client only goes to /maintenance on 503 + '90': from now on the guard blocks other routes.
    if (path === '/maintenance') markMaintenance();
    void created.navigate(path);
  });
  on('auth/expired', ({ returnUrl }) => void created.navigate(loginRoute(returnUrl)));
  router = created;
  return created;
}
