import { ASSET_TYPE_DISPLAY } from '@port/shared/contracts/assets-analyzer';
import type { AssetsAnalyzer } from '@port/shared/contracts/assets-analyzer';
import type { ChartSlice } from '../../../components/charts/chart-slice';
import { theme } from '@port/shared/ui/theme';

/** The two analyzer slices with their fixed Thai labels and colours (spec §3). */
export function assetSlices(analyzer: AssetsAnalyzer): { slices: ChartSlice[]; amounts: Record<string, number> } {
  return {
    slices: analyzer.investment_proportion.map((p) => ({
      key: p.type,
      label: ASSET_TYPE_DISPLAY[p.type].label,
      value: p.weight,
      color: theme.chart.named[ASSET_TYPE_DISPLAY[p.type].color],
    })),
    amounts: Object.fromEntries(analyzer.investment_proportion.map((p) => [p.type, p.aum])),
  };
}
