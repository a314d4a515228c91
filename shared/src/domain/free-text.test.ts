import { describe, expect, it } from 'vitest';
import { decimalPlaces, hasAtMostDecimals, planNameSchema } from '../contracts/common';
import { hasHiddenCharacters, planNameProblem } from './free-text';

describe('free text and the plan-name rule (issue 21 item 2)', () => {
  it('finds bidi overrides, zero-width and control characters, not Thai, tabs or line breaks', () => {
    for (const text of ['\u202E', 'a\u200Bb', '\u200D', '\u2066x\u2069', '\uFEFF', '\u00AD', '\u0000', '\u001B[31m'])
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['แผนเกษียณ ปี 2570', 'line\nbreak\ttab', 'Émile’s plan 👍']) expect(hasHiddenCharacters(text)).toBe(false);
  });

  it('one plan-name rule: 1–50 characters after trimming, nothing hidden', () => {
    expect(planNameProblem('   ')).toBe('empty');
    expect(planNameProblem('ก'.repeat(50))).toBeNull();
    expect(planNameProblem('ก'.repeat(51))).toBe('long');
    expect(planNameProblem('\u202Eแผน')).toBe('hidden');
    expect(planNameSchema.safeParse('ก'.repeat(51)).success).toBe(false);
    expect(planNameSchema.parse('  บ้าน  ')).toBe('บ้าน');
  });

  it('amounts: decimal places read from the decimal string, exactly', () => {
    expect(decimalPlaces(2000.1000000001)).toBe(10);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(2000.1)).toBe(1);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(hasAtMostDecimals(2000.1000000001, 2)).toBe(false);
    expect(hasAtMostDecimals(0.07, 2)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });
});
