import { Link } from 'react-router-dom';
import type { AccountType } from '@port/shared/contracts/enums';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { useFeatureFlag } from '@port/shared/http/feature-flags';
import { SectionBoundary } from '@port/shared/ui/section-boundary';
import { AaPanel } from '../features/automatic-allocation/components/aa-panel';
import { AaWelcomeDialog } from '../features/automatic-allocation/components/aa-welcome-dialog';
import { BlockingStatusNotice } from '../features/account-status/components/account-status-card';
import { blockingCards } from '../features/account-status/model/status-cards';
import { usePlanList } from '../features/plan-list/api/get-plan-list';
import { useProposalOrder } from '../features/plan-detail/api/get-proposal-order';
import { PLAN_DETAIL_MESSAGES } from '../features/plan-detail/messages';
import { planEditHref } from '../features/plan-detail/model/plan-edit-href';
import { usePlanModel } from '../features/model-portfolio/api/get-plan-model';
import { ModelPortfolioCard } from '../features/model-portfolio/components/model-portfolio-card';
import { MarketTimingDialog } from '../features/market-timing/components/market-timing-dialog';
import { useWealthPath } from '../features/wealth-path/api/get-wealth-path';
import { GoalOutlookNotice } from '../features/wealth-path/components/goal-outlook-notice';
import { GoalOutlookSkeleton } from '../features/wealth-path/components/goal-outlook-skeleton';
import { WealthPathCard } from '../features/wealth-path/components/wealth-path-card';
import { wealthPathQuery } from '../features/wealth-path/model/wealth-path-view';
import { PlanHeader } from '../features/plan-detail/components/plan-header';
import type { Shortfall } from '@port/shared/domain/goal-shortfall';
import { isGoalOrGoePlan } from '@port/shared/domain/plan-flags';
import { PAGE_MESSAGES } from './messages';

const dcaSetUpHref = (plan: PlanFields) => `/dashboard/${plan.account_type}/${plan.plan_slot}?dca=set`;

/** Sections of the plan page that need a call of their own; each loads and fails alone. */
export function PlanModelSection({
  accountType,
  planSlot,
  planId,
}: {
  accountType: AccountType;
  planSlot: number;
  planId: string;
}) {
  const model = usePlanModel(accountType, planSlot, true);
  return (
    <ModelPortfolioCard
      model={model}
      onRetry={() => void model.mutate()}
      marketTimingAction={<MarketTimingDialog planId={planId} />}
    />
  );
}

interface WealthProps {
  plan: PlanFields;
  /** The plan's current value (its summary's aum): where the projection starts. */
  currentValue: number;
  /** The time the remaining years are counted from (the page passes Date.now()). */
  now: number;
  /** Whether the monthly amount is set up as monthly investing (DCA match; issue 17 item 3); null: no monthly amount. */
  monthlySetUp?: boolean | null;
}

/** The wealth path of a goal or goe plan (spec §3), from today's value towards its goal. */
export function PlanWealthPathSection({ plan, currentValue, now, monthlySetUp = null }: WealthProps) {
  const wealthPath = useWealthPath(plan.risk_level, wealthPathQuery(plan, currentValue, now));
  return (
    <WealthPathCard
      wealthPath={wealthPath}
      currentValue={currentValue}
      contribution={plan.contribution}
      goalMoney={plan.goal_money}
      monthlySetUp={monthlySetUp}
      setUpHref={dcaSetUpHref(plan)}
      onRetry={() => void wealthPath.mutate()}
    />
  );
}

/**
 * The plan header; a goal plan's "เหลือ n ปี (ถึง …)" takes its date from the wealth path (the same
 * request as the sections below), so the header and the off-track notice name one day (review item 4).
 */
export function PlanHeaderSection({ plan, currentValue, now, planDetailKey }: WealthProps & { planDetailKey: string }) {
  const wealthPath = useWealthPath(plan.risk_level, isGoalOrGoePlan(plan) ? wealthPathQuery(plan, currentValue, now) : null);
  return <PlanHeader plan={plan} planDetailKey={planDetailKey} now={now} goalDate={wealthPath.data?.target.date ?? null} />;
}

/** 'Will miss its goal' with the shortfall and the fixes, at the top of the plan page (issue 13 item 2). */
export function PlanGoalOutlook({ plan, currentValue, now, monthlySetUp = null }: WealthProps) {
  const buyBlock = useBuyBlock();
  // The same key as the wealth-path section: SWR asks the server once.
  const wealthPath = useWealthPath(plan.risk_level, wealthPathQuery(plan, currentValue, now));
  // While the path loads, the plan list's judgement (the same rule) holds the notice's place (issue 19 item 3).
  const listed = useListedShortfall(plan.plan_id);
  if (!wealthPath.data && !wealthPath.error && listed) {
    return <GoalOutlookSkeleton shortfall={listed} fixesPrefix={buyBlock?.fixesPrefix ?? null} monthlySetUp={monthlySetUp} />;
  }
  return (
    <GoalOutlookNotice
      wealthPath={wealthPath.data}
      goalMoney={plan.goal_money}
      fixHref={planEditHref(plan)}
      fixesPrefix={buyBlock?.fixesPrefix ?? null}
      monthlySetUp={monthlySetUp}
      setUpHref={dcaSetUpHref(plan)}
    />
  );
}

/** The plan list's "will miss its goal" for the plan (null: on track, not listed, or the list not here). */
function useListedShortfall(planId: string): Shortfall | null {
  const accounts = usePlanList().data?.accounts ?? [];
  for (const account of accounts) {
    const row = account.plans.find((p) => p.plan_id === planId);
    if (row) return row.goal_shortfall ?? null;
  }
  return null;
}

/** Why the customer cannot buy now (the first blocking status) and what the plan's fixes wait for. */
export interface BuyBlock {
  reason: string;
  fixesPrefix: string;
}

/** The blocking status of the account (from the plan list's visual status), or null when buying is open. */
export function useBuyBlock(): BuyBlock | null {
  const visual = usePlanList().data?.visual_status;
  const first = visual ? blockingCards(visual)[0] : undefined;
  if (!first) return null;
  const suit = first.status.startsWith('SUIT_');
  return { reason: first.title, fixesPrefix: suit ? PAGE_MESSAGES.afterRenewal : PAGE_MESSAGES.afterFix };
}

/** What stops buying (e.g. an expired suitability test), repeated on the plan page (issue 13 item 7). */
export function PlanBlockingStatus() {
  const planList = usePlanList();
  return <BlockingStatusNotice visual={planList.data?.visual_status} />;
}

/**
 * Link to the orders remote's proposal-order page whenever the plan has a proposal: the lines the
 * server proposes for it (issue 22 item 2: "linked from every plan that has a proposal"; before,
 * only a plan the list marked "แนะนำให้ปรับพอร์ต" was linked, though others had lines too). None
 * while the 'proposal-order' flag is off.
 */
export function ProposalOrderLink({ plan }: { plan: PlanFields }) {
  const flagOn = useFeatureFlag('proposal-order');
  const proposal = useProposalOrder(flagOn ? plan.plan_id : null);
  if (!flagOn) return null;
  if (!proposal.data || proposal.data.lines.length === 0) return null;
  return (
    <p>
      <Link to={`/dashboard/${plan.account_type}/${plan.plan_slot}/proposal-order`} data-testid="proposal-order-link">
        {PLAN_DETAIL_MESSAGES.proposalOrder}
      </Link>
    </p>
  );
}

/** The AA section of an omnibus plan; none while the 'automatic-allocation' flag is off (docs/feature-flags.md). */
export function PlanAaSection({
  accountType,
  planSlot,
  welcome,
}: {
  accountType: AccountType;
  planSlot: number;
  welcome: boolean;
}) {
  if (!useFeatureFlag('automatic-allocation')) return null;
  return (
    <SectionBoundary title={PLAN_DETAIL_MESSAGES.automaticAllocation}>
      <AaPanel accountType={accountType} planSlot={planSlot} showPageLink />
      {welcome ? <AaWelcomeDialog show accountType={accountType} planSlot={planSlot} /> : null}
    </SectionBoundary>
  );
}
