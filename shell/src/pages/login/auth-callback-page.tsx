import { PageTitle } from '@port/shared/ui/page-title';
import { loginMessages } from './messages';

/** The server answers /auth/callback itself; the shell only shows progress if it ever renders it. */
export function AuthCallbackPage() {
  return (
    <section aria-busy="true">
      <PageTitle>{loginMessages.callbackTitle}</PageTitle>
    </section>
  );
}
