import { Link } from 'react-router-dom';
import { accountStatusCard } from '@port/shared/domain/account-status-messages';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing } from '@port/shared/ui/theme';
import type { CardStatus } from '@port/shared/domain/account-status-messages';
import { planCreateMessages as t } from '../messages';
import { noticeBox } from './notice-box';

/**
 * A signed-in customer without the fund account a plan goes into is told so before the form, with
 * where their application stands (the dashboard's account-status words) and what to do next.
 */
export function NoAccountNotice({ oaStatus }: { oaStatus: CardStatus }) {
  const card = accountStatusCard(oaStatus);
  return (
    <div css={noticeBox('info')} data-testid="no-account-notice">
      <p>
        <strong>{t.cannotCreateYet}</strong>
      </p>
      <p>
        {t.applicationStands}: {card.title}
        {card.description ? ` (${card.description})` : ''}
      </p>
      {card.action ? (
        <Link to={card.action.href} css={[primaryLink, focusRing]}>
          {card.action.label}
        </Link>
      ) : (
        <Link to="/oa-landing" css={focusRing}>
          {t.seeApplication}
        </Link>
      )}
    </div>
  );
}
