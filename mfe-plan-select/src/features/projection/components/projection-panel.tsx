import { css } from '@emotion/react';
import { formatMoney } from '@port/shared/format/number';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { theme } from '@port/shared/ui/theme';
import { useWealthPath, type ProjectionInput } from '../api/get-wealth-path';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSlow } from '@port/shared/ui/use-slow';
import { projectionMessages as t } from '../messages';
import { ChartLegend } from './chart-legend';
import { DividendSection } from './dividend-section';
import { GoalOutlookView } from './goal-outlook-view';
import { LazyWealthBandChart } from './lazy-wealth-band-chart';
import { ProjectionTable } from './projection-table';

const CHART_HEIGHT = 250;
const SLOW_MS = 3000;
const note = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
const failed = css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.warning.bg};
  color: ${theme.color.tone.warning.fg};
`;

/**
 * The live projection beside the form (issue 9): debounced, with its own message when it fails
 * so the form stays usable. `input` is null while the draft lacks what a projection needs.
 */
export function ProjectionPanel({
  input,
  debounceMs = 400,
  slowMs = SLOW_MS,
  noTimeframe = false,
}: {
  input: ProjectionInput | null;
  /** The customer chose no timeframe: say there is no projection, not what to fill in (the review page). */
  noTimeframe?: boolean;
  debounceMs?: number;
  /** After this long without an answer the panel says the calculation is slow (the form stays usable). */
  slowMs?: number;
}) {
  const settled = useDebouncedValue(input, debounceMs);
  const { data, error, isLoading, isValidating } = useWealthPath(settled);
  const slow = useSlow(isValidating, slowMs);
  if (!input) return <p css={note}>{noTimeframe ? t.noTimeframe : t.needInputs}</p>;
  return (
    <div data-testid="projection" aria-live="polite" aria-busy={isLoading}>
      {error ? (
        <p role="status" css={failed} data-testid="projection-error">
          {t.failed}
        </p>
      ) : null}
      {slow && !error ? (
        <p role="status" css={failed} data-testid="projection-slow">
          {data ? t.slowStale : t.slow}
        </p>
      ) : null}
      {!data && !error ? <SkeletonBlock height={CHART_HEIGHT + 120} label={t.loading} /> : null}
      {data ? (
        <>
          {data.goal ? <GoalOutlookView goal={data.goal} years={settled?.timeframe ?? input.timeframe} /> : null}
          <p>{t.expectedAt(formatMoney(data.target.amount))}</p>
          <LazyWealthBandChart path={data} goal={data.goal?.amount ?? null} width={560} height={CHART_HEIGHT} />
          <ChartLegend goal={data.goal?.amount ?? null} />
          <ProjectionTable path={data} />
          {settled ? <DividendSection input={settled} /> : null}
          <p css={note}>{t.disclaimer}</p>
        </>
      ) : null}
    </div>
  );
}
