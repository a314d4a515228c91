import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loginUrl } from '@port/shared/contracts/api-paths';
import { toSafeReturnPath } from '@port/shared/http/safe-return-url';
import { PageTitle } from '@port/shared/ui/page-title';
import { navigateFullPage } from '../../app/full-page-navigation';
import { isServiceAvailable } from './api/check-service';
import { loginMessages } from './messages';

/**
 * Spec §2 /login?return_url=…: only a same-origin path survives (no open redirect), then the
 * browser goes to the BFF's /auth/login, which starts the OpenID Connect sign-in — unless the
 * service is in maintenance or over capacity, where the shared client shows that page instead.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnPath = toSafeReturnPath(params.get('return_url'), window.location.origin);
  const target = loginUrl(returnPath);

  useEffect(() => {
    let active = true;
    void isServiceAvailable().then((available) => {
      if (active && available) navigateFullPage(target);
    });
    return () => {
      active = false;
    };
  }, [target]);

  return (
    <section aria-busy="true">
      <PageTitle>{loginMessages.loginTitle}</PageTitle>
      <p role="status">{loginMessages.redirecting}</p>
      <p>
        <a href={target}>{loginMessages.manualLink}</a>
      </p>
    </section>
  );
}
