import { Link } from 'react-router-dom';
import { theme } from '@port/shared/ui/theme';
import { reviewText as t } from '../messages';

/** After submit: what happens next, and the way to follow it; once approved, that the account is open. */
export function SubmittedView({ approved = false }: { approved?: boolean }) {
  return (
    <div role="status" css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 css={{ margin: 0, fontSize: theme.font.size.lg }}>{approved ? t.approvedTitle : t.submittedTitle}</h2>
      <p css={{ margin: 0 }}>{approved ? t.approvedLead : t.submittedLead}</p>
      <p css={{ margin: 0, display: 'flex', gap: theme.space.md }}>
        <Link to="/oa-landing">{t.toLanding}</Link>
        <Link to="/dashboard">{t.toDashboard}</Link>
      </p>
    </div>
  );
}
