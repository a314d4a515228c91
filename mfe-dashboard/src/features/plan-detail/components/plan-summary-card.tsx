import type { Outstanding } from '@port/shared/contracts/plan-detail';
import { formatMoney } from '@port/shared/format/number';
import { Profit } from '@port/shared/ui/profit';
import { SectionCard } from '@port/shared/ui/section-card';
import { PLAN_DETAIL_MESSAGES as M } from '../messages';
import { planAssetSummary } from '../model/plan-asset-summary';
import { theme } from '@port/shared/ui/theme';

/** The plan's own asset summary. */
export function PlanSummaryCard({ outstandings }: { outstandings: readonly Outstanding[] }) {
  const s = planAssetSummary(outstandings);
  return (
    <SectionCard title={M.summaryTitle} testId="plan-summary">
      <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: theme.space.ms, margin: 0 }}>
        <div>
          <dt>{M.aum}</dt>
          <dd css={{ margin: 0, fontWeight: theme.font.weight.bold }} data-testid="plan-aum">
            {formatMoney(s.aum)} {M.baht}
          </dd>
        </div>
        <div>
          <dt>{M.cost}</dt>
          <dd css={{ margin: 0 }}>
            {formatMoney(s.cost)} {M.baht}
          </dd>
        </div>
        <div>
          <dt>{M.unrealized}</dt>
          <dd css={{ margin: 0 }} data-testid="plan-unrealized">
            <Profit value={s.unrealized} percent={s.unrealizedPercentage} unit={M.baht} />
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
