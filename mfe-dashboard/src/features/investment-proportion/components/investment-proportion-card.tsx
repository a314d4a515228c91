import { useEffect, useState } from 'react';
import type { PlansSummary } from '@port/shared/contracts/plans-summary';
import { LazyDonutChart, preloadDonutChart } from '../../../components/charts/lazy-donut-chart';
import { ProportionTable } from '../../../components/charts/proportion-table';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { Tabs } from '@port/shared/ui/tabs';
import type { Resource } from '@port/shared/http/resource';
import { PROPORTION_MESSAGES as M } from '../messages';
import { PROPORTION_VIEWS, proportionFor } from '../model/proportion-views';
import type { ProportionView } from '../model/proportion-views';
import { theme } from '@port/shared/ui/theme';

interface Props {
  summary: Resource<PlansSummary>;
  onRetry: () => void;
  /** Defaults: the customer-wide card; a plan's own card passes its title and leaves out 'plans'. */
  title?: string;
  views?: readonly ProportionView[];
  testId?: string;
}

const CHART_SIZE = 160;

/** Investment proportion by broad category, category, fund or plan: a donut plus its table. */
export function InvestmentProportionCard({
  summary,
  onRetry,
  title = M.title,
  views = PROPORTION_VIEWS,
  testId = 'investment-proportion',
}: Props) {
  const [view, setView] = useState<ProportionView>(views[0] ?? 'broad_categories');
  useEffect(preloadDonutChart, []);
  const proportion = summary.data?.investment_proportion;
  const data = proportion ? proportionFor(view, proportion) : null;
  return (
    <SectionCard title={title} minHeight={260} testId={testId}>
      {summary.error ? (
        <SectionError error={summary.error} title={M.loadFailed} onRetry={onRetry} />
      ) : !data ? (
        // View buttons + donut beside its table; on touch widths the table goes below the donut.
        <SkeletonBlock height={CHART_SIZE + 100} narrowHeight={CHART_SIZE + 330} label={title} />
      ) : (
        <Tabs
          label={M.chooseView}
          items={views.map((v) => ({ value: v, label: M.views[v] }))}
          value={view}
          onValueChange={setView}
          testId="proportion-tabs"
        >
          {data.slices.length === 0 ? (
            <p>{M.empty}</p>
          ) : (
            <div css={{ display: 'flex', gap: theme.space.lg, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <LazyDonutChart slices={data.slices} size={CHART_SIZE} />
              <div css={{ flex: '1 1 240px', minWidth: 0 }}>
                <ProportionTable
                  key={view}
                  caption={M.views[view]}
                  slices={data.slices}
                  amounts={data.amounts}
                  labels={M.columns}
                />
              </div>
            </div>
          )}
        </Tabs>
      )}
    </SectionCard>
  );
}
