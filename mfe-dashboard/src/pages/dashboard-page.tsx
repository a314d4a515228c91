import { css } from '@emotion/react';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionBoundary } from '@port/shared/ui/section-boundary';
import { AccountStatusCard } from '../features/account-status/components/account-status-card';
import { AdvisorCard } from '../features/advisor/components/advisor-card';
import { useCommonConfig } from '../features/analyzer/api/get-common-config';
import { ArticlesCard } from '../features/articles/components/articles-card';
import { usePlansSummary } from '../features/dashboard-summary/api/get-plans-summary';
import { AssetSummaryCard } from '../features/dashboard-summary/components/asset-summary-card';
import { InvestmentProportionCard } from '../features/investment-proportion/components/investment-proportion-card';
import { usePlanList } from '../features/plan-list/api/get-plan-list';
import { OpenAccountOptions } from '../features/plan-list/components/open-account-options';
import { PlanListSection } from '../features/plan-list/components/plan-list-section';
import { planRows } from '../features/plan-list/model/plan-rows';
import { OnboardingCard } from '../features/onboarding/components/onboarding-card';
import { isNewCustomer } from '../features/onboarding/model/is-new-customer';
import { blockingCards, type StatusContext } from '../features/account-status/model/status-cards';
import type { DcaStatus } from '@port/shared/contracts/enums';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import { DashboardLinks } from './dashboard-links';
import { useContactRequests } from '../features/contact/api/get-contact-requests';
import type { ContactRequests } from '@port/shared/contracts/contact-request';
import { PAGE_MESSAGES as M } from './messages';
import { theme } from '@port/shared/ui/theme';

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${theme.space.md};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The plan page's DCA action each DCA state leads to (issue 22: the card resolves it there). */
const DCA_ACTION: Partial<Record<DcaStatus, 'set' | 'remove'>> = {
  'need-adjustment': 'set',
  'need-set': 'set',
  'need-remove': 'remove',
};

const hasPraError = (data: PlanListData) => planRows(data).some((r) => r.pra_status === 'PRA_ERROR');

/** Whether the customer has plans, which plans' DCA needs work, whose PRA debit failed (issue 13 items 5, 6; issue 22). */
export function statusContext(data: PlanListData | undefined, contact: ContactRequests | undefined): StatusContext | undefined {
  if (!data) return undefined;
  const rows = planRows(data);
  const requestOf = (planId: string) =>
    contact?.requests.find((r) => r.topic === 'PRA_ERROR' && r.plan_id === planId)?.request_no ?? null;
  return {
    praErrorPlans: rows.flatMap((r) =>
      r.pra_status === 'PRA_ERROR' && r.href
        ? [{ name: r.plan_name, href: `${r.href}/contact`, requestNo: requestOf(r.plan_id) }]
        : [],
    ),
    contact: contact?.contact ?? null,
    hasPlans: rows.length > 0,
    dcaPlans: rows.flatMap((r) => {
      const action = r.dca_status ? DCA_ACTION[r.dca_status] : undefined;
      return r.dca_status && action
        ? [{ name: r.plan_name, status: r.dca_status, href: r.href ? `${r.href}?dca=${action}` : null }]
        : [];
    }),
  };
}

/**
 * /dashboard: every section fetches and fails on its own (one failing call never blanks the page).
 * The plan list and the plans summary are each one call shared by the sections that read them.
 */
export function DashboardPage() {
  const planList = usePlanList();
  // Only a customer whose regular-investment debit failed needs the distributor's contact details (issue 22).
  const contact = useContactRequests(Boolean(planList.data && hasPraError(planList.data)));
  const summary = usePlansSummary();
  const config = useCommonConfig();
  const analyzerEnabled = config.data?.plan_list.analyzer.enable ?? true;

  const visualStatus = {
    data: planList.data?.visual_status,
    error: planList.error,
    isLoading: planList.isLoading,
  };
  const refreshPlanList = () => void planList.mutate();
  const fresh = isNewCustomer(planList.data);
  // No fund account yet (e.g. an application waiting for approval): no figures, plans or
  // proportion to show, only where the application stands (review item 7: only what applies).
  const noAccount = planList.data ? planList.data.accounts.length === 0 : false;
  const blocking = planList.data ? blockingCards(planList.data.visual_status).length > 0 : false;
  const statusSection = (
    <SectionBoundary title={M.sections.accountStatus}>
      <AccountStatusCard
        visualStatus={visualStatus}
        context={statusContext(planList.data, contact.data)}
        onRetry={refreshPlanList}
      />
    </SectionBoundary>
  );
  const retrySummary = () => void summary.mutate();

  return (
    <div data-testid="dashboard-page">
      <PageTitle>{M.dashboardTitle}</PageTitle>
      <DashboardLinks planList={planList.data} analyzerEnabled={analyzerEnabled} failed={Boolean(planList.error)} />
      <div css={layout}>
        <div>
          {fresh ? (
            <SectionBoundary title={M.sections.accountStatus}>
              <OnboardingCard continuing={planList.data?.visual_status.oa === 'ACCOUNT_OPENING'} />
            </SectionBoundary>
          ) : noAccount ? (
            <>
              {statusSection}
              {planList.data ? (
                <OpenAccountOptions canOa={planList.data.can_oa} oaStatus={planList.data.visual_status.oa} />
              ) : null}
            </>
          ) : (
            <>
              {/* The total first (issue 13 item 15), unless something stops the customer buying (item 7). */}
              {blocking ? statusSection : null}
              <SectionBoundary title={M.sections.assetSummary}>
                <AssetSummaryCard summary={summary} onRetry={retrySummary} />
              </SectionBoundary>
              {blocking ? null : statusSection}
              <SectionBoundary title={M.sections.plans}>
                <PlanListSection planList={planList} onRefresh={refreshPlanList} total={summary.data?.asset_summary.aum} />
                {planList.data && !planList.error ? (
                  <OpenAccountOptions canOa={planList.data.can_oa} oaStatus={planList.data.visual_status.oa} />
                ) : null}
              </SectionBoundary>
              <SectionBoundary title={M.sections.proportion}>
                <InvestmentProportionCard summary={summary} onRetry={retrySummary} />
              </SectionBoundary>
            </>
          )}
        </div>
        <div>
          {/* A customer without an account has no advisor or service level yet (review item 7). */}
          {noAccount ? null : (
            <SectionBoundary title={M.sections.advisor}>
              <AdvisorCard />
            </SectionBoundary>
          )}
          <SectionBoundary title={M.sections.articles}>
            <ArticlesCard />
          </SectionBoundary>
        </div>
      </div>
    </div>
  );
}
