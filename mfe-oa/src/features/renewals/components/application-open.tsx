import { Link } from 'react-router-dom';
import { applicationRoute } from '@port/shared/domain/fix-routes';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing } from '@port/shared/ui/theme';
import { renewalText as t } from '../messages';

/** A customer whose application is still open finishes it instead (shared fix-routes). */
export function ApplicationOpen({ oaStatus }: { oaStatus: string }) {
  return (
    <div data-testid="renewal-application-open">
      <p>{t.applicationOpen}</p>
      <Link to={applicationRoute(oaStatus)} css={[primaryLink, focusRing]}>
        {t.toApplication}
      </Link>
    </div>
  );
}
