import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { ChartSlice } from './chart-slice';

export interface DonutChartProps {
  slices: readonly ChartSlice[];
  size: number;
}

/** The drawing only: the same numbers are always rendered as text beside it (ProportionLegend). */
export default function DonutChart({ slices, size }: DonutChartProps) {
  const radius = size / 2;
  const visible = slices.filter((s) => s.value > 0);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
      data-testid="donut-chart"
    >
      <Group top={radius} left={radius}>
        <Pie<ChartSlice>
          data={visible}
          pieValue={(s) => s.value}
          pieSort={null}
          outerRadius={radius}
          innerRadius={radius * 0.62}
          padAngle={visible.length > 1 ? 0.01 : 0}
        >
          {({ arcs, path }) => arcs.map((arc) => <path key={arc.data.key} d={path(arc) ?? ''} fill={arc.data.color} />)}
        </Pie>
      </Group>
    </svg>
  );
}
