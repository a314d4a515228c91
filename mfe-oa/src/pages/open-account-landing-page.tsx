import { PageTitle } from '@port/shared/ui/page-title';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useSignedIn } from '../features/open-account-landing/api/get-profile';
import { AccountKindList } from '../features/open-account-landing/components/account-kind-list';
import { VisitorIntro } from '../features/open-account-landing/components/visitor-intro';
import { openAccountLandingMessages as t } from '../features/open-account-landing/messages';
import { MailForm } from '../features/mail-form/components/mail-form';

/** `/oa-landing` (spec §2): the account kinds a customer can open, or for a visitor what it takes. */
export function OpenAccountLandingPage() {
  const signedIn = useSignedIn();
  return (
    <div>
      <PageTitle>{t.title}</PageTitle>
      {signedIn === 'unknown' ? <SkeletonBlock height={420} label={t.loadingKinds} /> : null}
      {signedIn === 'out' ? <VisitorIntro /> : null}
      {signedIn === 'in' ? (
        <>
          <AccountKindList />
          <MailForm />
        </>
      ) : null}
    </div>
  );
}
