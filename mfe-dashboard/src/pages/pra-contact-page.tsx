import { Link } from 'react-router-dom';
import type { AccountType } from '@port/shared/contracts/enums';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { focusRing, theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { useContactRequests } from '../features/contact/api/get-contact-requests';
import { ContactRequestForm } from '../features/contact/components/contact-request-form';
import { ContactRequestReceived } from '../features/contact/components/contact-request-received';
import { DistributorContact } from '../features/contact/components/distributor-contact';
import { CONTACT_MESSAGES } from '../features/contact/messages';
import { usePlanDetail } from '../features/plan-detail/api/get-plan-detail';
import { PRA_CONTACT_MESSAGES as M } from './pra-contact-messages';
import { usePlanSlot } from './use-plan-slot';
import { NotFoundPage } from './not-found-page';

/**
 * /dashboard/{omnibus|segregate}/{planSlot}/contact, the way out of PRA_ERROR (issue 22; spec §4 PRA
 * statuses, §3 Pra error_message): what failed, the distributor's phone and hours, and a call-back
 * request that is recorded (or the one already sent).
 */
export default function PraContactPage({ accountType }: { accountType: AccountType }) {
  const planSlot = usePlanSlot();
  const detail = usePlanDetail(accountType, planSlot);
  const contact = useContactRequests();
  if (planSlot === null) return <NotFoundPage />;
  if (detail.error) return <SectionError error={detail.error} title={M.loadFailed} onRetry={() => void detail.mutate()} />;
  if (!detail.data) return <PageSkeleton />;
  const { plan, pra } = detail.data;
  const failing = pra?.status === 'PRA_ERROR' || plan.pra_status === 'PRA_ERROR';
  const open = contact.data?.requests.find((r) => r.topic === 'PRA_ERROR' && r.plan_id === String(plan.plan_id));
  return (
    <div data-testid="pra-contact-page" css={{ display: 'grid', gap: theme.space.md, maxWidth: '44rem' }}>
      <PageTitle>{M.title}</PageTitle>
      <SectionCard title={M.whatFailed} testId="pra-failure">
        {failing ? (
          <>
            <p css={{ margin: 0, fontWeight: 600 }}>
              <ThaiText>{M.failedFor(plan.plan_name)}</ThaiText>
            </p>
            <p css={{ margin: `${theme.space.xs} 0 0` }}>
              <ThaiText>{pra?.error_message ? `${M.reason}: ${pra.error_message}` : M.noReason}</ThaiText>
            </p>
          </>
        ) : (
          <p css={{ margin: 0 }}>{M.notFailing}</p>
        )}
        <p css={{ margin: `${theme.space.sm} 0 0` }}>
          <Link to={`/dashboard/${accountType}/${plan.plan_slot}`} css={focusRing}>
            <ThaiText>{M.backToPlan(plan.plan_name)}</ThaiText>
          </Link>
        </p>
      </SectionCard>
      <SectionCard title={M.contactTitle} testId="pra-contact">
        {contact.error ? (
          <SectionError error={contact.error} title={CONTACT_MESSAGES.loadFailed} onRetry={() => void contact.mutate()} />
        ) : !contact.data ? (
          <PageSkeleton />
        ) : (
          <div css={{ display: 'grid', gap: theme.space.md }}>
            <DistributorContact contact={contact.data.contact} />
            {open ? (
              <ContactRequestReceived request={open} />
            ) : (
              <ContactRequestForm planId={String(plan.plan_id)} defaultPhone="" />
            )}
          </div>
        )}
      </SectionCard>
    </div>
  );
}
