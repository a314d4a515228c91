// Small statistics helpers of `pnpm bench`: medians of runs, percentiles of latencies.

/** Median of a list of numbers (upper median for an even count); NaN when empty. */
export function median(values) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : String(value));
