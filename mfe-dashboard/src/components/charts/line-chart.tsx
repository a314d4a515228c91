import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';

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
  width: number;
  height: number;
  /** Upper bound of the y axis, e.g. the wealth path's graph_upper_bound. */
  yMax?: number;
}

/** The drawing only: the caller renders the same points as a table for screen readers. */
export default function LineChart({ series, width, height, yMax }: LineChartProps) {
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.x);
  const top = Math.max(yMax ?? 0, ...all.map((p) => p.y), 1);
  const pad = 8;
  const xMin = xs.length ? Math.min(...xs) : 0;
  const xMax = xs.length ? Math.max(...xs) : 1;
  const x = scaleLinear<number>({ domain: [xMin, xMax > xMin ? xMax : xMin + 1], range: [pad, width - pad] });
  const y = scaleLinear<number>({ domain: [0, top], range: [height - pad, pad] });
  return (
    <svg width="100%" height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" data-testid="line-chart">
      <Group>
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
  );
}
