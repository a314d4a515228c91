import { formatMoney } from '@port/shared/format/number';
import type { PlanListItem } from '@port/shared/contracts/plan-list';
import { PLAN_STATUS_CLIENT_TEXT, PLAN_STATUS_SERVER_TEXT } from '@port/shared/domain/status-messages';
import { Link } from 'react-router-dom';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { PLAN_LIST_MESSAGES as M } from '../messages';
import { planRowStatus } from '../model/plan-row-status';

/** A plan row's one status (the most severe), its detail, and its pending orders as a separate line. */
export function PlanStatusLines({ plan, href }: { plan: PlanListItem; href?: string | null }) {
  const status = planRowStatus(plan);
  const shortfall = plan.goal_shortfall;
  const topup = plan.min_invest_topup;
  const text =
    status.kind === 'pra-error'
      ? M.praError
      : status.kind === 'min-invest'
        ? PLAN_STATUS_CLIENT_TEXT[status.client]
        : status.kind === 'goal'
          ? M.offTrack
          : status.kind === 'dca'
            ? M.dca[status.dca]
            : PLAN_STATUS_SERVER_TEXT[status.status];
  const color =
    status.tone === 'warning' ? theme.color.tone.warning.fg : status.tone === 'danger' ? theme.color.tone.danger.fg : undefined;
  const pending = plan.pending_order_count ?? 0;
  return (
    <>
      <div
        data-testid="plan-row-status"
        data-kind={status.kind}
        css={{ color, fontWeight: status.tone === 'neutral' ? undefined : theme.font.weight.bold }}
      >
        <ThaiText>{text}</ThaiText>
      </div>
      {status.kind === 'min-invest' && topup ? (
        <div data-testid="plan-row-min-invest" css={{ color, fontSize: '0.875rem' }}>
          <ThaiText>{M.minInvestBy(formatMoney(topup.topup), formatMoney(topup.minimum))}</ThaiText>
          {href ? (
            <>
              {' '}
              <Link to={href} data-testid="plan-row-topup-link">
                <ThaiText>{M.topupLink(plan.plan_name)}</ThaiText>
              </Link>
            </>
          ) : null}
        </div>
      ) : null}
      {status.kind === 'goal' && shortfall ? (
        <div data-testid="plan-row-goal" css={{ color, fontSize: '0.875rem' }}>
          <ThaiText>
            {M.offTrackBy(formatMoney(shortfall.shortfall), formatMoney(shortfall.expected), formatMoney(shortfall.goal))}
          </ThaiText>
        </div>
      ) : null}
      {pending > 0 ? (
        <div data-testid="plan-row-pending" css={{ fontSize: '0.875rem', color: theme.color.textMuted }}>
          <ThaiText>{M.pendingOrders(pending)}</ThaiText>
        </div>
      ) : null}
    </>
  );
}
