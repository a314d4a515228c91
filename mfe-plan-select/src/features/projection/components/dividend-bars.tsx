import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DividendProjection } from '@port/shared/contracts/wealth-path';
import { theme } from '@port/shared/ui/theme';
import { useBoxWidth } from '@port/shared/ui/charts/use-box-width';
import { buddhistYear, moneyTicks } from '@port/shared/format/axis';
import { projectionMessages as t } from '../messages';
import { ChartAxes, MARGIN } from '@port/shared/ui/charts/chart-axes';

export interface DividendBarsProps {
  dividend: DividendProjection;
  /** Width before the box is measured (and in tests). */
  width: number;
  height: number;
}

/** The drawing only (aria-hidden): one bar per year over Thai money and Buddhist-era year axes. The caller renders the table. */
export default function DividendBars({ dividend, width: fallbackWidth, height }: DividendBarsProps) {
  const { ref, width } = useBoxWidth(fallbackWidth);
  const x = scaleBand<number>({
    domain: dividend.plots.map((p) => p.year),
    range: [MARGIN.left, width - MARGIN.right],
    padding: 0.25,
  });
  const ticks = moneyTicks(Math.max(1, ...dividend.plots.map((p) => p.amount)), 3);
  const y = scaleLinear<number>({ domain: [0, ticks.at(-1) ?? 1], range: [height - MARGIN.bottom, MARGIN.top] });
  const years = dividend.plots.map((p) => ({ x: (x(p.year) ?? 0) + x.bandwidth() / 2, label: String(buddhistYear(p.year)) }));
  return (
    <div ref={ref} css={{ width: '100%' }}>
      <svg width={width} height={height} aria-hidden="true" focusable="false" data-testid="dividend-bars">
        <ChartAxes
          width={width}
          height={height}
          ticks={ticks}
          y={y}
          years={years}
          yTitle={t.axisMoney}
          xTitle={t.axisYear}
          edgeAnchors={false}
        />
        <Group>
          {dividend.plots.map((p) => (
            <Bar
              key={p.year}
              x={x(p.year) ?? 0}
              y={y(p.amount)}
              width={x.bandwidth()}
              height={height - MARGIN.bottom - y(p.amount)}
              fill={theme.chart.line.upper}
            />
          ))}
        </Group>
      </svg>
    </div>
  );
}
