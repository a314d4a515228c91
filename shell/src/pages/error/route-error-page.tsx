import { useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { statusFromRouteError } from './error-status';

/** Router errorElement: a failing route still shows the Thai error page with its status or 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPage status={statusFromRouteError(error)} />;
}
