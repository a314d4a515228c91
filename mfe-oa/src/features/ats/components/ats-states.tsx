import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { AtsRegistration } from '@port/shared/contracts/ats';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing } from '@port/shared/ui/theme';
import { atsText as t } from '../messages';
import { noteBox } from './styles';

/** A masked account number is read as one piece: never broken across lines. */
const noWrap = { whiteSpace: 'nowrap' } as const;

/** What the bank said last time (ATS_REJECTED): the reason and the account that was sent. */
export function AtsRejected({ ats }: { ats: AtsRegistration }) {
  return (
    <section role="note" aria-labelledby="ats-rejected-title" data-testid="ats-rejected" css={noteBox('danger')}>
      <h2 id="ats-rejected-title">{t.rejectedTitle}</h2>
      {ats.reject_reason ? <p>{t.reason(ats.reject_reason)}</p> : null}
      {ats.bank ? (
        <p>
          {t.sentAccount} {ats.bank.bank_name} <span css={noWrap}>{ats.bank.account_no_masked}</span>
          {t.sentAt(ats.requested_at)}
        </p>
      ) : null}
      <p>{t.rejectedLead}</p>
    </section>
  );
}

/** Sent (waiting for the bank) or confirmed: what happens next, the account, the way back. Focus comes here after sending. */
export function AtsDone({ ats }: { ats: AtsRegistration }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirmed = ats.status === 'ATS_CONFIRMED';
  return (
    <section data-testid="ats-done" data-status={ats.status} css={noteBox(confirmed ? 'success' : 'info')}>
      <h2 ref={heading} tabIndex={-1} css={focusRing}>
        {confirmed ? t.confirmedTitle : t.submittedTitle}
      </h2>
      <p role="status">{confirmed ? t.confirmedLead : t.submittedLead}</p>
      {ats.bank ? (
        <p>
          {t.account} {ats.bank.bank_name} <span css={noWrap}>{ats.bank.account_no_masked}</span>
        </p>
      ) : null}
      <BackToDashboard />
    </section>
  );
}

/** No debit to register (none required, or no approved account yet). */
export function AtsNothingToDo() {
  return (
    <section data-testid="ats-nothing" css={noteBox('info')}>
      <p>{t.nothingToDo}</p>
      <BackToDashboard />
    </section>
  );
}

function BackToDashboard() {
  return (
    <p>
      <Link to="/dashboard" css={[primaryLink, focusRing]}>
        {t.toDashboard}
      </Link>
    </p>
  );
}
