import { formatMoney } from '@port/shared/format/number';
import type { PlanListItem } from '@port/shared/contracts/plan-list';
import { PLAN_STATUS_SERVER_TEXT } from '@port/shared/domain/status-messages';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { PLAN_LIST_MESSAGES as M } from '../messages';
import { planRowStatus } from '../model/plan-row-status';

/** A plan row's one status (the most severe), its detail, and its pending orders as a separate line. */
export function PlanStatusLines({ plan }: { plan: PlanListItem }) {
  const status = planRowStatus(plan);
  const shortfall = plan.goal_shortfall;
  const text =
    status.kind === 'pra-error'
      ? M.praError
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
