import { ThaiDate } from '@port/shared/ui/thai-date';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { VisualStatus } from '@port/shared/contracts/visual-status';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonText } from '@port/shared/ui/skeleton-block';
import type { Resource } from '@port/shared/http/resource';
import { ACCOUNT_STATUS_MESSAGES as M } from '../messages';
import { blockingCards, quietCard, statusCards } from '../model/status-cards';
import type { StatusCard, StatusContext } from '../model/status-cards';
import type { CardTone } from '@port/shared/domain/account-status-messages';
import { focusRing, theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { primaryLink } from '@port/shared/ui/primary-link';

interface Props {
  visualStatus: Resource<VisualStatus>;
  /** Whether the customer has plans and which need DCA work; unknown while the plan list loads. */
  context?: StatusContext;
  onRetry: () => void;
}

const item = (tone: CardTone) => css`
  border-left: 4px solid ${theme.color.tone[tone].edge};
  padding: ${theme.space.sm} ${theme.space.ms};
  margin-bottom: ${theme.space.sm};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: 1rem;
  }
  p {
    margin: 0 0 ${theme.space.xs};
  }
`;

// While the plan list loads: one status item of the usual shape (a title and its action link, the
// most common card on /dashboard) drawn in grey in the item's own fonts, so the card is as tall as
// it will be for most customers at every width (issue 19 item 3: a fixed 260 px hold shrank to
// ~154 px when the card came and moved the plan list up, CLS 0.02 on a desktop).
function SkeletonItem() {
  return (
    <li css={[item('none'), { borderLeftColor: theme.color.skeleton }]} role="status" aria-label={M.sectionTitle}>
      <h3>
        <SkeletonText sample={M.skeletonTitle} />
      </h3>
      <SkeletonText sample={M.skeletonAction} />
    </li>
  );
}

function StatusItem({ card, visual, primary = false }: { card: StatusCard; visual: VisualStatus; primary?: boolean }) {
  const bank = visual.options.bank;
  return (
    <li css={item(card.tone)} data-testid="account-status-item" data-status={card.status}>
      <h3>
        <ThaiText>{card.title}</ThaiText>
      </h3>
      {card.description ? (
        <p>
          <ThaiText>{card.description}</ThaiText>
        </p>
      ) : null}
      {/* Warning texts already say "by <date>"; an expired card says when it expired. */}
      {card.expired && card.expiryDate ? (
        <p>
          {M.expiredOn} <ThaiDate value={card.expiryDate} />
        </p>
      ) : null}
      {card.showBank && bank ? (
        <p css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
          {bank.bank_image_url ? <img src={bank.bank_image_url} alt="" width={24} height={24} /> : null}
          <span>
            {M.bankAccount} {bank.bank_name} <span css={{ whiteSpace: 'nowrap' }}>{bank.bank_account_no_display}</span>
          </span>
        </p>
      ) : null}
      {card.action ? (
        <Link to={card.action.href} css={primary ? [primaryLink, focusRing] : undefined} data-primary={primary || undefined}>
          <ThaiText>{card.action.label}</ThaiText>
        </Link>
      ) : null}
    </li>
  );
}

/** The account status card driven by the visual status (spec §3, §4). */
export function AccountStatusCard({ visualStatus, context, onRetry }: Props) {
  const visual = visualStatus.data;
  // When all is well the card still shows the account's own status, so the space held by the
  // skeleton is never taken away again (no layout shift above the rest of the dashboard).
  const cards = visual ? statusCards(visual, context) : [];
  const shown = visual && cards.length === 0 ? [quietCard(visual, context)] : cards;
  return (
    <SectionCard title={M.sectionTitle} testId="account-status">
      {visualStatus.error ? (
        <SectionError error={visualStatus.error} title={M.loadFailed} onRetry={onRetry} />
      ) : !visual ? (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <SkeletonItem />
        </ul>
      ) : (
        <>
          {visual.options.maintenance_message ? (
            <p role="note">
              {M.maintenance}: {visual.options.maintenance_message}
            </p>
          ) : null}
          <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((card) => (
              <StatusItem key={card.status} card={card} visual={visual} />
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}

/** On a plan page: what stops buying (e.g. an expired suitability test), or nothing (issue 13 item 7). */
export function BlockingStatusNotice({ visual }: { visual: VisualStatus | undefined }) {
  const cards = visual ? blockingCards(visual) : [];
  if (!visual || cards.length === 0) return null;
  return (
    <section role="alert" aria-label={M.blockingTitle} data-testid="blocking-status" css={{ marginBottom: theme.space.md }}>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {cards.map((card, i) => (
          // The first fix (e.g. renewing the suitability test) is the page's one primary action.
          <StatusItem key={card.status} card={card} visual={visual} primary={i === 0} />
        ))}
      </ul>
    </section>
  );
}
