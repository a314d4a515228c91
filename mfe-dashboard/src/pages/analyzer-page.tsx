import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import type { AccountType } from '@port/shared/contracts/enums';
import { SectionBoundary } from '@port/shared/ui/section-boundary';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useCommonConfig } from '../features/analyzer/api/get-common-config';
import { AssetsAnalyzerCard } from '../features/analyzer/components/assets-analyzer-card';
import { FundGroupsCard } from '../features/analyzer/components/fund-groups-card';
import { ANALYZER_MESSAGES as M } from '../features/analyzer/messages';
import { usePlansSummary } from '../features/dashboard-summary/api/get-plans-summary';
import { AssetSummaryCard } from '../features/dashboard-summary/components/asset-summary-card';
import { InvestmentProportionCard } from '../features/investment-proportion/components/investment-proportion-card';
import { theme } from '@port/shared/ui/theme';

export type AnalyzerView = 'summary' | 'overview' | 'mutual-funds';

function FilteredViews({ view }: { view: Exclude<AnalyzerView, 'summary'> }) {
  const [filter, setFilter] = useState<AccountType | undefined>(undefined);
  const summary = usePlansSummary(filter);
  const retry = () => void summary.mutate();
  return (
    <>
      <label>
        {M.filter}{' '}
        <select
          value={filter ?? ''}
          onChange={(e) => setFilter(e.target.value === '' ? undefined : (e.target.value as AccountType))}
        >
          <option value="">{M.filterAll}</option>
          <option value="omnibus">{M.filterOmnibus}</option>
          <option value="segregate">{M.filterSegregate}</option>
        </select>
      </label>
      {view === 'overview' ? (
        <>
          <SectionBoundary title={M.overview}>
            <AssetSummaryCard summary={summary} onRetry={retry} />
          </SectionBoundary>
          <SectionBoundary title={M.proportion}>
            <InvestmentProportionCard summary={summary} onRetry={retry} />
          </SectionBoundary>
        </>
      ) : summary.error ? (
        <SectionError error={summary.error} title={M.loadFailed} onRetry={retry} />
      ) : !summary.data ? (
        <SkeletonBlock height={200} label={M.groupsTitle} />
      ) : (
        <FundGroupsCard groups={summary.data.investment_proportion.mutual_funds} />
      )}
    </>
  );
}

/** /dashboard/analyzer[/overview|/mutual-funds], shown when plan_list.analyzer.enable (spec §3). */
export default function AnalyzerPage({ view }: { view: AnalyzerView }) {
  const config = useCommonConfig();
  if (config.data && !config.data.plan_list.analyzer.enable) {
    return (
      <div role="alert">
        <PageTitle>{M.title}</PageTitle>
        <p>{M.disabled}</p>
        <Link to="/dashboard">{M.backToDashboard}</Link>
      </div>
    );
  }
  return (
    <div data-testid="analyzer-page">
      <PageTitle>{M.title}</PageTitle>
      <nav aria-label={M.title} css={{ display: 'flex', gap: theme.space.md, marginBottom: theme.space.md }}>
        <NavLink to="/dashboard/analyzer" end>
          {M.proportion}
        </NavLink>
        <NavLink to="/dashboard/analyzer/overview">{M.overview}</NavLink>
        <NavLink to="/dashboard/analyzer/mutual-funds">{M.mutualFunds}</NavLink>
      </nav>
      {view === 'summary' ? (
        <SectionBoundary title={M.proportion}>
          <AssetsAnalyzerCard />
        </SectionBoundary>
      ) : (
        <FilteredViews view={view} />
      )}
    </div>
  );
}
