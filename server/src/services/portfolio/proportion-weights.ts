/**
 * Weights in percent with 2 decimals that add to exactly 100.00 (largest remainder): the rows of a
 * proportion table must add to 100 % as they add to the total (issue 13 item 1). Parts are satang.
 */
export function weightsTo100(parts: readonly bigint[], total: bigint = parts.reduce((a, b) => a + b, 0n)): number[] {
  if (total <= 0n) return parts.map(() => 0);
  const exact = parts.map((p) => p * 10_000n);
  const floors = exact.map((e) => e / total);
  let left = 10_000n - floors.reduce((a, b) => a + b, 0n);
  const order = exact.map((e, i) => ({ i, rem: e % total })).sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((bp) => Number(bp) / 100);
}
