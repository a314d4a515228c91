import { theme } from '@port/shared/ui/theme';

/** One slice of a proportion chart; `value` is a weight in percent or any non-negative amount. */
export interface ChartSlice {
  key: string;
  label: string;
  value: number;
  color: string;
}

const PALETTE: readonly string[] = theme.chart.categories;
/** How many slices one chart can colour without repeating a colour. */
export const PALETTE_SIZE = PALETTE.length;

/** The theme's colour of the n-th slice: one colour per category, never the loss red. */
export function paletteColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? theme.color.neutral;
}
