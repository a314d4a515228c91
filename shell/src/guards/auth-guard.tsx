import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import { isLoggedIn, useProfile } from './api/get-profile';
import { guardMessages } from './messages';

/**
 * Spec §2/§5 auth guard: not logged in, no subject identifier, or a failed profile lookup (§8)
 * → /login with the original path and query as return_url.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, error } = useProfile();

  if (error || (data && !isLoggedIn(data))) {
    return <Navigate to={loginRoute(`${location.pathname}${location.search}`)} replace />;
  }
  if (!data) {
    return (
      <p role="status" aria-live="polite">
        {guardMessages.checkingLogin}
      </p>
    );
  }
  return children;
}
