import { lazy, Suspense } from 'react';
import type { DonutChartProps } from './donut-chart';
import { theme } from '@port/shared/ui/theme';

// Charts load in their own chunk so the first paint never waits for them.
const loadDonutChart = () => import('./donut-chart');
const DonutChart = lazy(loadDonutChart);

/**
 * Starts fetching the chart's chunk while the card's data is still on its way, so the donut is
 * drawn when the numbers arrive instead of a grey ring for a while after (review item 3: on a slow
 * phone webview the ring stayed empty in the screenshots).
 */
export const preloadDonutChart = (): void => void loadDonutChart().catch(() => undefined);

export function LazyDonutChart(props: DonutChartProps) {
  const placeholder = (
    <div
      aria-hidden="true"
      style={{ width: props.size, height: props.size, borderRadius: '50%', background: theme.color.skeleton }}
    />
  );
  return (
    <div style={{ width: props.size, height: props.size, flex: 'none' }}>
      <Suspense fallback={placeholder}>
        <DonutChart {...props} />
      </Suspense>
    </div>
  );
}
