import { formatMoney } from '@port/shared/format/number';
import { LazyDonutChart } from '../../../components/charts/lazy-donut-chart';
import { ProportionTable } from '../../../components/charts/proportion-table';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useAssetsAnalyzer } from '../api/get-assets-analyzer';
import { ANALYZER_MESSAGES as M } from '../messages';
import { assetSlices } from '../model/asset-slices';
import { OtherAssetsList } from './other-assets-list';
import { theme } from '@port/shared/ui/theme';

/** aua and the two-slice proportion: กองทุนรวม (yellow) and สินทรัพย์อื่นๆ (grey) (spec §3). */
export function AssetsAnalyzerCard() {
  const analyzer = useAssetsAnalyzer();
  const a = analyzer.data;
  const { slices, amounts } = a ? assetSlices(a) : { slices: [], amounts: {} };
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
          <div css={{ display: 'flex', gap: theme.space.lg, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <LazyDonutChart slices={slices} size={160} />
            <div css={{ flex: '1 1 240px' }}>
              <ProportionTable caption={M.proportion} slices={slices} amounts={amounts} labels={M.columns} />
            </div>
          </div>
          <OtherAssetsList assets={a.other_assets} total={amounts.other_assets ?? 0} />
        </>
      )}
    </SectionCard>
  );
}
