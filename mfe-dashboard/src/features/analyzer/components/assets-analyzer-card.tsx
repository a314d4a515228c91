import { formatMoney } from '@port/shared/format/number';
import { LazyDonutChart } from '../../../components/charts/lazy-donut-chart';
import { ProportionTable } from '../../../components/charts/proportion-table';
import { SectionCard } from '../../../components/section-card';
import { SectionError } from '../../../components/section-error';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useAssetsAnalyzer } from '../api/get-assets-analyzer';
import { ANALYZER_MESSAGES as M, NAMED_COLORS } from '../messages';
import { ASSET_TYPE_DISPLAY } from '@port/shared/contracts/assets-analyzer';

/** aua and the two-slice proportion: กองทุนรวม (yellow) and สินทรัพย์อื่นๆ (grey) (spec §3). */
export function AssetsAnalyzerCard() {
  const analyzer = useAssetsAnalyzer();
  const a = analyzer.data;
  const slices = a
    ? a.investment_proportion.map((p) => ({
        key: p.type,
        label: ASSET_TYPE_DISPLAY[p.type].label,
        value: p.weight,
        color: NAMED_COLORS[ASSET_TYPE_DISPLAY[p.type].color],
      }))
    : [];
  const amounts = a ? Object.fromEntries(a.investment_proportion.map((p) => [p.type, p.aum])) : {};
  return (
    <SectionCard title={M.proportion} minHeight={240} testId="assets-analyzer">
      {analyzer.error ? (
        <SectionError error={analyzer.error} title={M.loadFailed} onRetry={() => void analyzer.mutate()} />
      ) : !a ? (
        <SkeletonBlock height={200} label={M.proportion} />
      ) : (
        <>
          <p>
            {M.aua} <strong data-testid="analyzer-aua">{formatMoney(a.asset_summary.aua)}</strong> {M.baht}
          </p>
          <div css={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <LazyDonutChart slices={slices} size={160} />
            <div css={{ flex: '1 1 240px' }}>
              <ProportionTable caption={M.proportion} slices={slices} amounts={amounts} labels={M.columns} />
            </div>
          </div>
        </>
      )}
    </SectionCard>
  );
}
