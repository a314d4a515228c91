import { lazy, Suspense } from 'react';
import { theme } from '@port/shared/ui/theme';
import type { WealthBandChartProps } from './wealth-band-chart';

// The chart library loads on demand, in its own chunk.
const WealthBandChart = lazy(() => import('./wealth-band-chart'));

export function LazyWealthBandChart(props: WealthBandChartProps) {
  return (
    <div style={{ height: props.height, width: '100%' }}>
      <Suspense fallback={<div aria-hidden="true" style={{ height: props.height, background: theme.color.surfaceMuted }} />}>
        <WealthBandChart {...props} />
      </Suspense>
    </div>
  );
}
