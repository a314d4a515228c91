import { describe, expect, it } from 'vitest';
import { theme } from '@port/shared/ui/theme';
import { PALETTE_SIZE, paletteColor } from './chart-slice';

/** Hue in degrees of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const saturated = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(r!, g!, b!) - Math.min(r!, g!, b!) > 40;
};

describe('chart colours', () => {
  it('issue 13 item 14: no category colour is red, pink or magenta (red means loss); all differ; the goal line is not red', () => {
    const colours = Array.from({ length: PALETTE_SIZE }, (_, i) => paletteColor(i));
    expect(new Set(colours).size).toBe(PALETTE_SIZE);
    for (const c of [...colours, theme.chart.line.target, theme.chart.line.expected]) {
      const h = hue(c);
      const reddish = saturated(c) && (h < 15 || h > 300);
      expect(reddish, c).toBe(false);
    }
    expect(colours).not.toContain(theme.color.loss);
  });
});
