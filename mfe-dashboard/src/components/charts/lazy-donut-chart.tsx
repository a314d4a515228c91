import { lazy, Suspense } from 'react';
import type { DonutChartProps } from './donut-chart';
import { theme } from '@port/shared/ui/theme';

// Charts load in their own chunk so the first paint never waits for them.
const DonutChart = lazy(() => import('./donut-chart'));

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
