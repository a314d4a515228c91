import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useSignedIn } from '../features/open-account-landing/api/get-profile';
import { AccountKindList } from '../features/open-account-landing/components/account-kind-list';
import { VisitorIntro } from '../features/open-account-landing/components/visitor-intro';
import { openAccountLandingMessages as t } from '../features/open-account-landing/messages';
import { MailForm } from '../features/mail-form/components/mail-form';
import { useCanOa } from '../features/open-account-landing/api/get-can-oa';
import { OaPageHeader } from './oa-page-header';

/** `/oa-landing` (spec §2): the account kinds a customer can open, or for a visitor what it takes. */
export function OpenAccountLandingPage() {
  const signedIn = useSignedIn();
  return (
    <div>
      <OaPageHeader
        title={t.title}
        backTo={signedIn === 'in' ? '/dashboard' : '/'}
        backText={signedIn === 'in' ? t.backToDashboard : t.backHome}
      />
      {signedIn === 'unknown' ? <SkeletonBlock height={420} label={t.loadingKinds} /> : null}
      {signedIn === 'out' ? <VisitorIntro /> : null}
      {signedIn === 'in' ? (
        <>
          <AccountKindList />
          <MailFormWhileNothingSent />
        </>
      ) : null}
    </div>
  );
}

/**
 * The paper-form offer is for someone who has not applied yet (issue 18: only what still applies):
 * hidden once an application was sent (a kind WAITING_ACCOUNT_APPROVED) or an account is open
 * (a kind OPENED), and when no kind can be opened now (none READY).
 */
function MailFormWhileNothingSent() {
  const { canOa } = useCanOa(true);
  if (!canOa) return null;
  const flags = Object.values(canOa);
  if (flags.includes('WAITING_ACCOUNT_APPROVED') || flags.includes('OPENED') || !flags.includes('READY')) return null;
  return <MailForm />;
}
