import { Link, useSearchParams } from 'react-router-dom';
import { bangkokDay } from '@port/shared/domain/business-days';
import type { AccountType } from '@port/shared/contracts/enums';
import { hasModelPort, isGoalOrGoePlan } from '@port/shared/domain/plan-flags';
import { httpStatusOf } from '@port/shared/http/http-error-info';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';
import { SectionBoundary } from '@port/shared/ui/section-boundary';
import { SectionError } from '@port/shared/ui/section-error';
import { DcaCard, type DcaIntent } from '../features/dca/components/dca-card';
import { PlanFundsLink } from '../features/fund-cart/components/plan-funds-link';
import { PendingOrdersCard } from '../features/pending-orders/components/pending-orders-card';
import { PlanNotFoundError, planDetailKey, usePlanDetail } from '../features/plan-detail/api/get-plan-detail';
import { OutstandingsTable } from '../features/plan-detail/components/outstandings-table';
import { planAssetSummary } from '../features/plan-detail/model/plan-asset-summary';
import { PlanSummaryCard } from '../features/plan-detail/components/plan-summary-card';
import { usePlanList } from '../features/plan-list/api/get-plan-list';
import { PLAN_DETAIL_MESSAGES as M } from '../features/plan-detail/messages';
import { PraCard } from '../features/pra/components/pra-card';
import {
  PlanAaSection,
  PlanBlockingStatus,
  PlanGoalOutlook,
  PlanHeaderSection,
  PlanModelSection,
  PlanWealthPathSection,
  ProposalOrderLink,
} from './plan-sections';
import { PLAN_ANALYZER_MESSAGES } from '../features/plan-analyzer/messages';
import { PAGE_MESSAGES } from './messages';
import { PlanAnalyzerSection } from './plan-analyzer-section';
import { PlanOrderSection } from './plan-order-section';
import { usePlanSlot } from './use-plan-slot';
import { useMinimumLoading } from '@port/shared/ui/loading-state';

export function PlanNotFound({ accountType }: { accountType: AccountType }) {
  return (
    <div role="alert" data-testid="plan-not-found">
      <h1>{M.notFound}</h1>
      <Link to={`/dashboard/${accountType}`}>{M.backToList}</Link>
    </div>
  );
}

/** `?dca=set` / `?dca=remove` from a status card or plan-select open the DCA action (issue 22). */
export const dcaIntentOf = (value: string | null): DcaIntent => (value === 'set' || value === 'remove' ? value : null);

const isNotFound = (error: unknown) =>
  error instanceof PlanNotFoundError ||
  (error instanceof Error && error.name === 'PlanNotFoundError') ||
  httpStatusOf(error) === 404;

/** /dashboard/{omnibus|segregate}/{planSlot}: the plan and its sections (spec §2, §3, §5). */
export default function PlanDetailPage({ accountType, clock = Date.now }: { accountType: AccountType; clock?: () => number }) {
  const planSlot = usePlanSlot();
  const [search] = useSearchParams();
  const dcaIntent = dcaIntentOf(search.get('dca'));
  const detail = usePlanDetail(accountType, planSlot);
  const d = detail.data;
  // Asked with the plan and awaited with it (an error counts as answered): the top of the page
  // (what stops buying, whether the goal will be missed) is drawn from it, so those sections
  // have their size from the first paint and nothing below them moves (issue 19 item 3).
  const planList = usePlanList(planSlot !== null);
  const listAnswered = planList.data !== undefined || planList.error !== undefined;
  // Spec §9: the skeleton, once shown, stays 200 ms so a fast answer does not make it flash.
  const loading = useMinimumLoading((!d && !detail.error) || !listAnswered);

  if (planSlot === null || isNotFound(detail.error)) return <PlanNotFound accountType={accountType} />;
  if (detail.error) return <SectionError error={detail.error} title={M.loadFailed} onRetry={() => void detail.mutate()} />;
  if (!d || loading) return <PageSkeleton />;

  const key = planDetailKey(accountType, planSlot);
  const currentValue = planAssetSummary(d.outstandings).aum;
  const now = clock();
  // The wealth path and the probability assume the monthly amount: say whether it is set up (issue 17 item 3).
  const monthlySetUp = d.plan.contribution > 0 ? d.dca?.status === 'match' : null;
  return (
    <div data-testid="plan-detail-page">
      <PlanHeaderSection plan={d.plan} planDetailKey={key} currentValue={currentValue} now={now} />
      <SectionBoundary title={PAGE_MESSAGES.sections.accountStatus}>
        <PlanBlockingStatus />
      </SectionBoundary>
      {isGoalOrGoePlan(d.plan) ? (
        <SectionBoundary title={PAGE_MESSAGES.sections.wealthPath}>
          <PlanGoalOutlook plan={d.plan} currentValue={currentValue} now={now} monthlySetUp={monthlySetUp} />
        </SectionBoundary>
      ) : null}
      <SectionBoundary title={M.summaryTitle}>
        <PlanSummaryCard outstandings={d.outstandings} />
      </SectionBoundary>
      <SectionBoundary title={M.proposalOrder}>
        <ProposalOrderLink plan={d.plan} />
        <PlanFundsLink plan={d.plan} />
      </SectionBoundary>
      <SectionBoundary title={PAGE_MESSAGES.orderActions.title}>
        <PlanOrderSection plan={d.plan} hasPra={d.pra !== null} />
      </SectionBoundary>
      <SectionBoundary title={M.outstandingsTitle}>
        <OutstandingsTable outstandings={d.outstandings} />
      </SectionBoundary>
      <SectionBoundary title={PLAN_ANALYZER_MESSAGES.title}>
        <PlanAnalyzerSection accountType={accountType} planSlot={planSlot} holdsFunds={d.outstandings.length > 0} />
      </SectionBoundary>
      <SectionBoundary title={PAGE_MESSAGES.sections.pendingOrders}>
        <PendingOrdersCard orders={d.trading.pending_orders} planDetailKey={key} />
      </SectionBoundary>
      <SectionBoundary title={PAGE_MESSAGES.sections.dca}>
        <div id="regular-investment" />
        <DcaCard
          dca={d.dca}
          praStatus={d.pra?.status ?? null}
          profiles={d.trading.dca_profiles}
          planName={d.plan.plan_name}
          accountType={accountType}
          planSlot={planSlot}
          planDetailKey={key}
          intent={dcaIntent}
          today={bangkokDay(new Date(now))}
        />
      </SectionBoundary>
      {d.pra ? (
        <SectionBoundary title={PAGE_MESSAGES.sections.pra}>
          <PraCard pra={d.pra} contactHref={`/dashboard/${accountType}/${planSlot}/contact`} />
        </SectionBoundary>
      ) : null}
      {accountType === 'omnibus' ? (
        <PlanAaSection accountType={accountType} planSlot={planSlot} welcome={d.show_feature_acknowledgement.aa_welcome} />
      ) : null}
      {hasModelPort(d.plan) ? (
        <SectionBoundary title={PAGE_MESSAGES.sections.modelPortfolio}>
          <PlanModelSection accountType={accountType} planSlot={planSlot} planId={d.plan.plan_id} />
        </SectionBoundary>
      ) : null}
      {isGoalOrGoePlan(d.plan) ? (
        <SectionBoundary title={PAGE_MESSAGES.sections.wealthPath}>
          <PlanWealthPathSection plan={d.plan} currentValue={currentValue} now={now} monthlySetUp={monthlySetUp} />
        </SectionBoundary>
      ) : null}
    </div>
  );
}
