import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { Profit } from '@port/shared/ui/profit';
import { formatMoney } from '@port/shared/format/number';
import { ACCOUNT_TYPE_TEXT, PLAN_LIST_MESSAGES as M } from '../messages';
import type { PlanRow } from '../model/plan-rows';
import { PlanStatusLines } from './plan-status-lines';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';

const row = css`
  display: grid;
  /* The status column is widest after the name: it may carry the goal warning and the DCA state. */
  grid-template-columns: minmax(0, 1.8fr) repeat(2, minmax(0, 1fr)) minmax(0, 1.4fr);
  gap: ${theme.space.sm};
  align-items: center;
  padding: ${theme.space.ms} 0;
  border-bottom: 1px solid ${theme.color.divider};
  @media (max-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const badge = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: 0.75rem;
  padding: 1px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tone.info.bg};
  color: ${theme.color.tone.info.fg};
`;

/** One plan: name, type badge, risk, value, P/L and its plan status in words (spec §4). */
/** What no plan holds: shown so that the rows add to the total (issue 13 item 4). */
export function OutsidePlansRow({ amount }: { amount: number }) {
  return (
    <li css={row} data-testid="plan-row" data-plan-id="outside-plans">
      <div>
        <span css={{ fontWeight: theme.font.weight.bold }}>{M.outsidePlans}</span>
        <div css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{M.outsidePlansHelp}</div>
      </div>
      <div>
        <div css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{M.value}</div>
        <div data-testid="plan-row-aum">
          {formatMoney(amount)} {M.baht}
        </div>
      </div>
    </li>
  );
}

export function PlanRowItem({ plan }: { plan: PlanRow }) {
  return (
    <li css={row} data-testid="plan-row" data-plan-id={plan.plan_id}>
      <div>
        {plan.href ? (
          <Link to={plan.href} css={{ fontWeight: theme.font.weight.bold }} data-user-text>
            {plan.plan_name}
          </Link>
        ) : (
          <span css={{ fontWeight: theme.font.weight.bold }} data-user-text>
            {plan.plan_name}
          </span>
        )}
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap', marginTop: theme.space.xs }}>
          <span css={badge}>
            <ThaiText>{plan.plan_type_display}</ThaiText>
          </span>
          <span css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>
            <ThaiText>{plan.risk_level_text}</ThaiText>
          </span>
          {plan.href ? null : (
            <span css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{ACCOUNT_TYPE_TEXT[plan.account_type]}</span>
          )}
        </div>
      </div>
      <div>
        <div css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{M.value}</div>
        <div data-testid="plan-row-aum">
          {formatMoney(plan.aum)} {M.baht}
        </div>
      </div>
      <div>
        <div css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{M.profit}</div>
        <Profit value={plan.unrealized_pl} percent={plan.unrealized_percentage} unit={M.baht} />
      </div>
      <div>
        <div css={{ fontSize: '0.75rem', color: theme.color.textMuted }}>{M.status}</div>
        <PlanStatusLines plan={plan} href={plan.href} />
      </div>
    </li>
  );
}
