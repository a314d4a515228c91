/** One slice of a proportion chart; `value` is a weight in percent or any non-negative amount. */
export interface ChartSlice {
  key: string;
  label: string;
  value: number;
  color: string;
}

const PALETTE = ['#1f6feb', '#f2b705', '#2da44e', '#cf222e', '#8250df', '#0a9396', '#e36209', '#6e7781'];

/** A stable colour for the n-th slice when the server sends none. */
export function paletteColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? '#6e7781';
}
