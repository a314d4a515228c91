import { RemoteRoute } from '../federation/remote-route';
import { AuthCallbackPage } from '../pages/login/auth-callback-page';
import { ErrorPage } from '../pages/error/error-page';
import { ErrorRoutePage } from '../pages/error/error-route-page';
import { HomePage } from '../pages/home/home-page';
import { LoginPage } from '../pages/login/login-page';
import { MaintenancePage } from '../pages/maintenance/maintenance-page';
import { OverCapacityPage } from '../pages/over-capacity/over-capacity-page';
import type { RouteOwner, ShellPage } from './route-table';

function ShellPageContent({ page }: { page: ShellPage }) {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'login':
      return <LoginPage />;
    case 'auth-callback':
      return <AuthCallbackPage />;
    case 'error':
      return <ErrorRoutePage />;
    case 'maintenance':
      return <MaintenancePage />;
    case 'over-capacity':
      return <OverCapacityPage />;
    case 'not-found':
      return <ErrorPage status={404} />;
  }
}

/** What fills the layout's <main>: a shell page, or a remote's exposed route module. */
export function RouteContent({ owner }: { owner: RouteOwner }) {
  if (owner.kind === 'shell') return <ShellPageContent page={owner.page} />;
  return <RemoteRoute remote={owner.remote} module={owner.module} />;
}
