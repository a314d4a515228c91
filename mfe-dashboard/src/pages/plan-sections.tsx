import { Link } from 'react-router-dom';
import type { AccountType } from '@port/shared/contracts/enums';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { isGoalPlan } from '@port/shared/domain/plan-flags';
import { useProposalOrder } from '../features/plan-detail/api/get-proposal-order';
import { PLAN_DETAIL_MESSAGES } from '../features/plan-detail/messages';
import { usePlanModel } from '../features/model-portfolio/api/get-plan-model';
import { ModelPortfolioCard } from '../features/model-portfolio/components/model-portfolio-card';
import { useWealthPath } from '../features/wealth-path/api/get-wealth-path';
import { WealthPathCard } from '../features/wealth-path/components/wealth-path-card';

/** Sections of the plan page that need a call of their own; each loads and fails alone. */
export function PlanModelSection({ accountType, planSlot }: { accountType: AccountType; planSlot: number }) {
  const model = usePlanModel(accountType, planSlot, true);
  return <ModelPortfolioCard model={model} onRetry={() => void model.mutate()} />;
}

/** A goe plan may have no timeframe of its own; its path is then drawn over this many years. */
const DEFAULT_TIMEFRAME_YEARS = 10;

/** currentValue: the plan's current value (its summary's aum), shown as 'มูลค่าปัจจุบัน'. */
export function PlanWealthPathSection({ plan, currentValue }: { plan: PlanFields; currentValue: number }) {
  const timeframe = plan.goal_timeframe ?? DEFAULT_TIMEFRAME_YEARS;
  const query = { initial: plan.initial, contribution: plan.contribution, timeframe };
  const wealthPath = useWealthPath(plan.risk_level, query);
  return (
    <WealthPathCard
      wealthPath={wealthPath}
      currentValue={currentValue}
      goalMoney={isGoalPlan(plan) ? plan.goal_money : null}
      onRetry={() => void wealthPath.mutate()}
    />
  );
}

/** Link to the orders remote's proposal-order page when the plan has a proposal. */
export function ProposalOrderLink({ plan }: { plan: PlanFields }) {
  const proposal = useProposalOrder(plan.plan_id);
  if (!proposal.data || proposal.data.lines.length === 0) return null;
  return (
    <p>
      <Link to={`/dashboard/${plan.account_type}/${plan.plan_slot}/proposal-order`} data-testid="proposal-order-link">
        {PLAN_DETAIL_MESSAGES.proposalOrder}
      </Link>
    </p>
  );
}
