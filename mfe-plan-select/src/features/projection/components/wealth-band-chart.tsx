import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { theme } from '@port/shared/ui/theme';
import { useBoxWidth } from '@port/shared/ui/charts/use-box-width';
import { buddhistYearOf, moneyTicks } from '@port/shared/format/axis';
import { projectionMessages as t } from '../messages';
import { ChartAxes, MARGIN } from '@port/shared/ui/charts/chart-axes';

export interface WealthBandChartProps {
  path: WealthPath;
  goal: number | null;
  /** Width before the box is measured (and in tests, where nothing is laid out). */
  width: number;
  height: number;
}

type Point = { year: number; lower: number; expected: number; upper: number };

/**
 * The drawing only (aria-hidden): the 10–90 % band, the expected line and the goal line over
 * Thai money and Buddhist-era year axes. The caller renders the same numbers as a table.
 */
export default function WealthBandChart({ path, goal, width: fallbackWidth, height }: WealthBandChartProps) {
  const { ref, width } = useBoxWidth(fallbackWidth);
  const points: Point[] = [{ year: 0, lower: path.current.amount, expected: path.current.amount, upper: path.current.amount }];
  path.plots.forEach((p, i) => points.push({ year: i + 1, lower: p.lower, expected: p.expected, upper: p.upper }));
  const ticks = moneyTicks(Math.max(path.graph_upper_bound, goal ?? 0, ...points.map((p) => p.upper), 1));
  const top = ticks.at(-1) ?? 1;
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, points.length - 1)],
    range: [MARGIN.left, width - MARGIN.right],
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [height - MARGIN.bottom, MARGIN.top] });
  const dates = [path.current.date, ...path.plots.map((p) => p.date)];
  const years = dates.map((d, i) => ({ x: x(i), label: String(buddhistYearOf(d)) }));
  return (
    <div ref={ref} css={{ width: '100%' }}>
      <svg width={width} height={height} aria-hidden="true" focusable="false" data-testid="wealth-band-chart">
        <ChartAxes width={width} height={height} ticks={ticks} y={y} years={years} yTitle={t.axisMoney} xTitle={t.axisYear} />
        <Group>
          <AreaClosed<Point>
            data={points}
            x={(p) => x(p.year)}
            y0={(p) => y(p.lower)}
            y1={(p) => y(p.upper)}
            yScale={y}
            fill={theme.color.tone.info.bg}
            stroke="none"
          />
          <LinePath<Point>
            data={points}
            x={(p) => x(p.year)}
            y={(p) => y(p.lower)}
            stroke={theme.chart.line.lower}
            strokeWidth={1}
          />
          <LinePath<Point>
            data={points}
            x={(p) => x(p.year)}
            y={(p) => y(p.upper)}
            stroke={theme.chart.line.upper}
            strokeWidth={1}
          />
          <LinePath<Point>
            data={points}
            x={(p) => x(p.year)}
            y={(p) => y(p.expected)}
            stroke={theme.chart.line.expected}
            strokeWidth={2.5}
          />
          {goal !== null ? (
            <Line
              from={{ x: MARGIN.left, y: y(goal) }}
              to={{ x: width - MARGIN.right, y: y(goal) }}
              stroke={theme.chart.line.target}
              strokeWidth={2}
              strokeDasharray="6 4"
              data-testid="goal-line"
            />
          ) : null}
        </Group>
      </svg>
    </div>
  );
}
