import { axisMoney, labelled } from '../../format/axis';
import { theme } from '../theme';

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Room for the money labels on the left and the year labels and axis title below. */
export const MARGIN = { top: 22, right: 14, bottom: 42, left: 66 } as const;
const label = { fontSize: 12, fill: theme.color.textMuted, fontFamily: 'inherit' } as const;

export interface ChartAxesProps {
  width: number;
  height: number;
  /** Money ticks (baht) and where each one is drawn. */
  ticks: readonly number[];
  y: (value: number) => number;
  /** One x position per year with its Buddhist-era label; about six are labelled. */
  years: readonly { x: number; label: string }[];
  /** Axis titles, e.g. 'บาท' and 'ปี (พ.ศ.)' (none drawn when left out). */
  yTitle?: string;
  xTitle?: string;
  /** The plot's margins inside the svg (MARGIN unless given). */
  margin?: ChartMargin;
  /** Line charts anchor the first and last year labels inside the plot; bar charts centre every label on its bar. */
  edgeAnchors?: boolean;
  /** Where a chart with one year anchors its label (with edge anchors). */
  loneAnchor?: 'start' | 'middle';
}

/** Grid lines with Thai money labels, Buddhist-era year labels and the two axis titles (drawn inside an aria-hidden svg). */
export function ChartAxes(props: ChartAxesProps) {
  const { width, height, ticks, y, years, yTitle, xTitle, margin = MARGIN, edgeAnchors = true, loneAnchor = 'middle' } = props;
  const shown = labelled(years.length);
  const last = years.length - 1;
  const anchor = (i: number) =>
    !edgeAnchors ? 'middle' : last === 0 ? loneAnchor : i === 0 ? 'start' : i === last ? 'end' : 'middle';
  return (
    <g>
      {ticks.map((t) => (
        <g key={`y${t}`} data-testid="y-tick">
          <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} stroke={theme.color.divider} />
          <text x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end" {...label}>
            {axisMoney(t)}
          </text>
        </g>
      ))}
      {years.map((p, i) =>
        shown[i] ? (
          <text
            key={`x${i}-${p.label}`}
            data-testid="x-tick"
            x={p.x}
            y={height - margin.bottom + 18}
            textAnchor={anchor(i)}
            {...label}
          >
            {p.label}
          </text>
        ) : null,
      )}
      {yTitle ? (
        <text x={4} y={margin.top - 10} {...label}>
          {yTitle}
        </text>
      ) : null}
      {xTitle ? (
        <text x={margin.left + (width - margin.left - margin.right) / 2} y={height - 4} textAnchor="middle" {...label}>
          {xTitle}
        </text>
      ) : null}
    </g>
  );
}
