import { useLayoutEffect, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { theme } from '@port/shared/ui/theme';
import { axisMoney, axisYear, moneyTicks } from './axis-format';

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
const MAX_X_LABELS = 6;

/** The box's own width in pixels, so that labels keep their size at 390 and 1280 px. */
function useBoxWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

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
  const every = Math.max(1, Math.ceil(xPoints.length / MAX_X_LABELS));
  const label = { fontSize: 12, fill: theme.color.textMuted, fontFamily: 'inherit' } as const;
  return (
    <div ref={ref} css={{ width: '100%' }}>
      <svg width={width} height={height} aria-hidden="true" focusable="false" data-testid="line-chart">
        <Group>
          {ticks.map((t) => (
            <g key={`y${t}`} data-testid="y-tick">
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} stroke={theme.color.divider} />
              <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end" {...label}>
                {axisMoney(t)}
              </text>
            </g>
          ))}
          {xPoints.map((p, i) =>
            (i % every === 0 && xPoints.length - 1 - i >= every) || i === xPoints.length - 1 ? (
              <text
                key={`x${p}`}
                data-testid="x-tick"
                x={x(p)}
                y={height - MARGIN.bottom + 18}
                textAnchor={i === 0 ? 'start' : i === xPoints.length - 1 ? 'end' : 'middle'}
                {...label}
              >
                {axisYear(p)}
              </text>
            ) : null,
          )}
          {yTitle ? (
            <text x={4} y={10} {...label}>
              {yTitle}
            </text>
          ) : null}
          {xTitle ? (
            <text x={MARGIN.left + (width - MARGIN.left - MARGIN.right) / 2} y={height - 4} textAnchor="middle" {...label}>
              {xTitle}
            </text>
          ) : null}
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
