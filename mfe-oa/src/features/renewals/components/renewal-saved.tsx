import { Link } from 'react-router-dom';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing, theme } from '@port/shared/ui/theme';
import { renewalText as t } from '../messages';

/** What a saved renewal says, with the way back to the dashboard (issue 18). */
export function RenewalSaved({ message }: { message: string }) {
  return (
    <section css={{ display: 'grid', gap: theme.space.md }} data-testid="renewal-saved">
      <p role="status">{message}</p>
      <Link to="/dashboard" css={[primaryLink, focusRing]}>
        {t.toDashboard}
      </Link>
    </section>
  );
}
