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

const nav = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.md}`,
  marginBottom: theme.space.md,
} as const;

/**
 * The dashboard's sub-navigation, only what applies to this customer (issue 13 review item 7): the
 * analyzer once they hold an account, the omnibus / segregate plan lists for the accounts they have,
 * the unitholder page when an agent is named. While the plan list loads, the links' space is held
 * (hidden, not focusable) so the page does not move when it answers; a customer without an account
 * gets no links at all.
 */
export function DashboardLinks({ planList, analyzerEnabled, failed = false }: Props) {
  if (!planList && !failed) {
    return (
      <div aria-hidden="true" data-testid="dashboard-links-placeholder" css={{ ...nav, visibility: 'hidden' }}>
        <span>{M.analyzerLink}</span>
        <span>{M.omnibusLink}</span>
        <span>{M.unitholderLink}</span>
      </div>
    );
  }
  if (planList && planList.accounts.length === 0) return null;
  const types = planList ? new Set(planList.accounts.map((a) => a.account_type)) : new Set(['omnibus', 'segregate']);
  const agent = planList?.customer.agent ?? null;
  return (
    <nav aria-label={M.dashboardTitle} css={nav} data-testid="dashboard-links">
      {analyzerEnabled ? <Link to="/dashboard/analyzer">{M.analyzerLink}</Link> : null}
      {types.has('omnibus') ? <Link to="/dashboard/omnibus">{M.omnibusLink}</Link> : null}
      {types.has('segregate') ? <Link to="/dashboard/segregate">{M.segregateLink}</Link> : null}
      {agent ? <Link to={`/unitholder/${agent.agent_account_id}`}>{M.unitholderLink}</Link> : null}
    </nav>
  );
}
