import { Link } from 'react-router-dom';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import { theme } from '@port/shared/ui/theme';
import { PAGE_MESSAGES as M } from './messages';

interface Props {
  planList: PlanListData | undefined;
  analyzerEnabled: boolean;
  /** The plan list failed: every link is offered (the pages behind them say what applies). */
  failed?: boolean;
}

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.md}`,
  gridArea: '1 / 1',
} as const;
// The links and an invisible row of every link there can be share one grid cell: the row is as
// tall as the most links would make it at this width, whichever links this customer gets.
const frame = { display: 'grid', marginBottom: theme.space.md } as const;

/**
 * The dashboard's sub-navigation, only what applies to this customer (issue 13 review item 7): the
 * analyzer once they hold an account, the omnibus / segregate plan lists for the accounts they have,
 * the unitholder page when an agent is named. Its space is that of all four links, held (hidden,
 * not focusable) from the first paint, so the page does not move when the plan list answers with
 * fewer (issue 19 item 3: CLS); a customer without an account gets no links at all.
 */
export function DashboardLinks({ planList, analyzerEnabled, failed = false }: Props) {
  if (planList && planList.accounts.length === 0) return null;
  const loading = !planList && !failed;
  const types = planList ? new Set(planList.accounts.map((a) => a.account_type)) : new Set(['omnibus', 'segregate']);
  const agent = planList?.customer.agent ?? null;
  return (
    <div css={frame}>
      <div
        aria-hidden="true"
        data-testid={loading ? 'dashboard-links-placeholder' : undefined}
        css={{ ...row, visibility: 'hidden' }}
      >
        <span>{M.analyzerLink}</span>
        <span>{M.omnibusLink}</span>
        <span>{M.segregateLink}</span>
        <span>{M.unitholderLink}</span>
      </div>
      {loading ? null : (
        <nav aria-label={M.dashboardTitle} css={row} data-testid="dashboard-links">
          {analyzerEnabled ? <Link to="/dashboard/analyzer">{M.analyzerLink}</Link> : null}
          {types.has('omnibus') ? <Link to="/dashboard/omnibus">{M.omnibusLink}</Link> : null}
          {types.has('segregate') ? <Link to="/dashboard/segregate">{M.segregateLink}</Link> : null}
          {agent ? <Link to={`/unitholder/${agent.agent_account_id}`}>{M.unitholderLink}</Link> : null}
        </nav>
      )}
    </div>
  );
}
