import { lazy, Suspense } from 'react';
import type { LineChartProps } from './line-chart';
import { theme } from '@port/shared/ui/theme';

// Loaded on demand, in its own chunk, like every chart of this remote.
const LineChart = lazy(() => import('./line-chart'));

export function LazyLineChart(props: LineChartProps) {
  return (
    <div style={{ height: props.height, width: '100%' }}>
      <Suspense fallback={<div aria-hidden="true" style={{ height: props.height, background: theme.color.surfaceMuted }} />}>
        <LineChart {...props} />
      </Suspense>
    </div>
  );
}
