import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DividendProjection } from '@port/shared/contracts/wealth-path';
import { theme } from '@port/shared/ui/theme';

export interface DividendBarsProps {
  dividend: DividendProjection;
  width: number;
  height: number;
}

/** The drawing only (aria-hidden): one bar per year. The caller renders the table. */
export default function DividendBars({ dividend, width, height }: DividendBarsProps) {
  const x = scaleBand<number>({ domain: dividend.plots.map((p) => p.year), range: [0, width], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...dividend.plots.map((p) => p.amount))], range: [height, 4] });
  return (
    <svg
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="dividend-bars"
    >
      <Group>
        {dividend.plots.map((p) => (
          <Bar
            key={p.year}
            x={x(p.year) ?? 0}
            y={y(p.amount)}
            width={x.bandwidth()}
            height={height - y(p.amount)}
            fill={theme.chart.line.upper}
          />
        ))}
      </Group>
    </svg>
  );
}
