import { theme } from '@port/shared/ui/theme';
import { axisMoney, labelled } from '../model/axis';

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
  yTitle: string;
  xTitle: string;
  /** Line charts anchor the first and last year labels inside the plot; bar charts centre every label on its bar. */
  edgeAnchors?: boolean;
}

/** Grid lines with Thai money labels, Buddhist-era year labels and the two axis titles (drawn inside an aria-hidden svg). */
export function ChartAxes({ width, height, ticks, y, years, yTitle, xTitle, edgeAnchors = true }: ChartAxesProps) {
  const shown = labelled(years.length);
  const last = years.length - 1;
  return (
    <g>
      {ticks.map((t) => (
        <g key={`y${t}`} data-testid="y-tick">
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} stroke={theme.color.divider} />
          <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end" {...label}>
            {axisMoney(t)}
          </text>
        </g>
      ))}
      {years.map((p, i) =>
        shown[i] ? (
          <text
            key={`x${p.label}`}
            data-testid="x-tick"
            x={p.x}
            y={height - MARGIN.bottom + 18}
            textAnchor={!edgeAnchors || last === 0 ? 'middle' : i === 0 ? 'start' : i === last ? 'end' : 'middle'}
            {...label}
          >
            {p.label}
          </text>
        ) : null,
      )}
      <text x={4} y={12} {...label}>
        {yTitle}
      </text>
      <text x={MARGIN.left + (width - MARGIN.left - MARGIN.right) / 2} y={height - 4} textAnchor="middle" {...label}>
        {xTitle}
      </text>
    </g>
  );
}
