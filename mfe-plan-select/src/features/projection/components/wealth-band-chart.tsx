import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { theme } from '@port/shared/ui/theme';

export interface WealthBandChartProps {
  path: WealthPath;
  goal: number | null;
  width: number;
  height: number;
}

type Point = { year: number; lower: number; expected: number; upper: number };

/** The drawing only (aria-hidden): the 10–90 % band, the expected line and the goal line. The caller renders the table. */
export default function WealthBandChart({ path, goal, width, height }: WealthBandChartProps) {
  const points: Point[] = [{ year: 0, lower: path.current.amount, expected: path.current.amount, upper: path.current.amount }];
  path.plots.forEach((p, i) => points.push({ year: i + 1, lower: p.lower, expected: p.expected, upper: p.upper }));
  const pad = 8;
  const x = scaleLinear<number>({ domain: [0, Math.max(1, points.length - 1)], range: [pad, width - pad] });
  const y = scaleLinear<number>({ domain: [0, Math.max(path.graph_upper_bound, goal ?? 0, 1)], range: [height - pad, pad] });
  return (
    // Stretched to the box it is given (no empty bands on a phone); strokes keep their width.
    <svg
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="wealth-band-chart"
    >
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
          vectorEffect="non-scaling-stroke"
        />
        <LinePath<Point>
          data={points}
          x={(p) => x(p.year)}
          y={(p) => y(p.upper)}
          stroke={theme.chart.line.upper}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        <LinePath<Point>
          data={points}
          x={(p) => x(p.year)}
          y={(p) => y(p.expected)}
          stroke={theme.chart.line.expected}
          strokeWidth={2.5}
          vectorEffect="non-scaling-stroke"
        />
        {goal !== null ? (
          <Line
            from={{ x: pad, y: y(goal) }}
            to={{ x: width - pad, y: y(goal) }}
            stroke={theme.chart.line.target}
            strokeWidth={2}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </Group>
    </svg>
  );
}
