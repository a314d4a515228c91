import { css } from '@emotion/react';
import type { OaAccountKind } from '@port/shared/contracts/oa';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { StatusBadge } from '@port/shared/ui/status-badge';
import { theme, type Tone } from '@port/shared/ui/theme';
import { tileCard } from '@port/shared/ui/tile-card';
import type { ShownReadiness } from '../model/account-kinds';
import { ACCOUNT_KIND_TEXT, READINESS_TEXT, openAccountLandingMessages as t } from '../messages';
import { ApplicationProgress } from './application-progress';
import { LinkButton } from './link-button';
import { StartAction } from './start-action';

export const CARD_HEIGHT = 196;

const card = css`
  ${tileCard}
  min-height: ${CARD_HEIGHT}px;
  box-sizing: border-box;
  h3 {
    font-size: ${theme.font.size.md};
  }
`;
const TONE: Record<Exclude<ShownReadiness, 'NOT_READY'>, Tone> = {
  READY: 'info',
  OPENED: 'success',
  WAITING_ACCOUNT_APPROVED: 'warning',
  REACH_MAX_LIMIT: 'none',
  MAINTENANCE: 'warning',
  DISABLED: 'none',
};

/** One account kind with its readiness in Thai and the one action it allows (spec §3 can_oa, §4). */
export function AccountKindCard({
  kind,
  readiness,
  primary = false,
}: {
  kind: OaAccountKind;
  readiness: ShownReadiness;
  /** The page's one solid action (the first READY kind); every other start is outlined. */
  primary?: boolean;
}) {
  const { name, about } = ACCOUNT_KIND_TEXT[kind];
  if (readiness === 'NOT_READY') {
    return (
      <li css={card} data-kind={kind} data-readiness={readiness}>
        <SkeletonBlock height={CARD_HEIGHT - 34} label={t.loadingKinds} />
      </li>
    );
  }
  const text = READINESS_TEXT[readiness];
  return (
    <li css={card} data-kind={kind} data-readiness={readiness}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, alignItems: 'flex-start' }}>
        <h3>{name}</h3>
        <span css={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          <StatusBadge tone={TONE[readiness]}>{text.badge}</StatusBadge>
        </span>
      </div>
      <p>{about}</p>
      {text.why ? <p>{text.why}</p> : null}
      <div css={{ marginTop: 'auto' }}>
        {readiness === 'READY' ? <StartAction kind={kind} primary={primary} /> : null}
        {readiness === 'OPENED' ? (
          <LinkButton to="/dashboard" variant="secondary">
            {t.toDashboard}
          </LinkButton>
        ) : null}
        {readiness === 'WAITING_ACCOUNT_APPROVED' ? <ApplicationProgress kind={kind} /> : null}
      </div>
    </li>
  );
}
