import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { axisYear, moneyTicks } from '@port/shared/format/axis';
import { ChartAxes } from '@port/shared/ui/charts/chart-axes';
import { useBoxWidth } from '@port/shared/ui/charts/use-box-width';

export interface LinePoint {
  x: number;
  y: number;
}

export interface LineSeries {
  key: string;
  color: string;
  dashed?: boolean;
  points: readonly LinePoint[];
}

export interface LineChartProps {
  series: readonly LineSeries[];
  /** Width before the chart has measured its box (and in tests, where nothing is laid out). */
  width: number;
  height: number;
  /** Upper bound of the y axis, e.g. the wealth path's graph_upper_bound. */
  yMax?: number;
  /** Axis titles, e.g. 'บาท' and 'ปี (พ.ศ.)'. */
  yTitle?: string;
  xTitle?: string;
}

const MARGIN = { top: 20, right: 12, bottom: 40, left: 64 };

/** The drawing, with Thai money and Buddhist-era year axes; the caller renders the points as a table too. */
export default function LineChart({ series, width: fallbackWidth, height, yMax, yTitle, xTitle }: LineChartProps) {
  const { ref, width } = useBoxWidth(fallbackWidth);
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.x);
  const ticks = moneyTicks(Math.max(yMax ?? 0, ...all.map((p) => p.y), 1));
  const top = ticks[ticks.length - 1] ?? 1;
  const xMin = xs.length ? Math.min(...xs) : 0;
  const xMax = xs.length ? Math.max(...xs) : 1;
  const x = scaleLinear<number>({ domain: [xMin, xMax > xMin ? xMax : xMin + 1], range: [MARGIN.left, width - MARGIN.right] });
  const y = scaleLinear<number>({ domain: [0, top], range: [height - MARGIN.bottom, MARGIN.top] });
  const xPoints = [...new Set(series[0]?.points.map((p) => p.x) ?? [])];
  const years = xPoints.map((p) => ({ x: x(p), label: axisYear(p) }));
  return (
    <div ref={ref} css={{ width: '100%' }}>
      <svg width={width} height={height} aria-hidden="true" focusable="false" data-testid="line-chart">
        <Group>
          <ChartAxes
            width={width}
            height={height}
            ticks={ticks}
            y={y}
            years={years}
            yTitle={yTitle}
            xTitle={xTitle}
            margin={MARGIN}
            loneAnchor="start"
          />
          {series.map((s) => (
            <LinePath<LinePoint>
              key={s.key}
              data={[...s.points]}
              x={(p) => x(p.x)}
              y={(p) => y(p.y)}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dashed ? '6 4' : undefined}
            />
          ))}
        </Group>
      </svg>
    </div>
  );
}
