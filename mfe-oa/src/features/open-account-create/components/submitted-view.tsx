import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing, theme } from '@port/shared/ui/theme';
import { reviewText as t } from '../messages';
import { returnedText as r } from '../returned-messages';

const actions = css`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

/**
 * After submit (the card's heading says "ส่งใบสมัครแล้ว", see CreateFlow): what happens next, one
 * primary action (the dashboard) and the way to follow the application; once approved, that the account is open.
 */
export function SubmittedView({ approved = false, resubmitted = false }: { approved?: boolean; resubmitted?: boolean }) {
  return (
    <div role="status" css={{ display: 'grid', gap: theme.space.md }}>
      <p css={{ margin: 0 }}>{approved ? t.approvedLead : resubmitted ? r.resubmittedLead : t.submittedLead}</p>
      <p css={actions}>
        <Link to="/dashboard" css={[primaryLink, focusRing]}>
          {t.toDashboard}
        </Link>
        <Link to="/oa-landing" css={focusRing}>
          {t.toLanding}
        </Link>
      </p>
    </div>
  );
}
