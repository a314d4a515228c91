import { describe, expect, it } from 'vitest';
import { allowedFundRiskText, isCompleteAnswers, SUITABILITY_QUESTIONS, suitabilityBand, suitabilityScore } from './suitability';
import type { SuitabilityAnswers } from './suitability';
import { SUITABILITY_BANDS } from './suitability-bands';

/** Answers summing to `total` (10–40): each question gets 1, then points are added in order. */
function answersFor(total: number): SuitabilityAnswers {
  let extra = total - 10;
  const answers: Record<string, number[]> = {};
  for (const question of SUITABILITY_QUESTIONS) {
    const add = Math.min(3, extra);
    extra -= add;
    answers[question.id] = [1 + add];
  }
  return answers;
}

describe('SEC suitability test (issue 11 step 3)', () => {
  it('has ten questions of four choices scored 1–4; question 4 allows several', () => {
    expect(SUITABILITY_QUESTIONS).toHaveLength(10);
    expect(SUITABILITY_QUESTIONS.every((q) => q.choices.map((c) => c.score).join() === '1,2,3,4')).toBe(true);
    expect(SUITABILITY_QUESTIONS.filter((q) => q.multiple).map((q) => q.id)).toEqual(['q4']);
  });

  it.each([
    [10, 1, 1],
    [14, 1, 1],
    [15, 2, 4],
    [21, 2, 4],
    [22, 3, 5],
    [29, 3, 5],
    [30, 4, 7],
    [36, 4, 7],
    [37, 5, 8],
    [40, 5, 8],
  ])('score %i → investor level %i, funds up to risk %i (every band boundary)', (score, level, maxFundRisk) => {
    expect(suitabilityScore(answersFor(score))).toBe(score);
    expect(suitabilityBand(score)).toMatchObject({ level, maxFundRisk });
  });

  it('bands cover 10–40 without a gap or overlap', () => {
    for (let i = 1; i < SUITABILITY_BANDS.length; i += 1)
      expect(SUITABILITY_BANDS[i]!.minScore).toBe(SUITABILITY_BANDS[i - 1]!.maxScore + 1);
    expect(() => suitabilityBand(9)).toThrow(RangeError);
    expect(() => suitabilityBand(41)).toThrow(RangeError);
  });

  it('a several-choice question scores its highest choice', () => {
    expect(suitabilityScore({ ...answersFor(10), q4: [1, 3] })).toBe(12);
  });

  it('complete answers: every question once, known scores, several only where allowed', () => {
    expect(isCompleteAnswers(answersFor(25))).toBe(true);
    const { q10: _gone, ...missing } = answersFor(25);
    expect(isCompleteAnswers(missing)).toBe(false);
    expect(isCompleteAnswers({ ...answersFor(25), q1: [1, 2] })).toBe(false);
    expect(isCompleteAnswers({ ...answersFor(25), q2: [5] })).toBe(false);
    expect(isCompleteAnswers({ ...answersFor(25), q4: [1, 1] })).toBe(false);
    expect(isCompleteAnswers({ ...answersFor(25), q11: [1] })).toBe(false);
  });

  it('says in Thai which fund risk levels a level allows', () => {
    expect(allowedFundRiskText(suitabilityBand(10))).toBe('กองทุนความเสี่ยงระดับ 1');
    expect(allowedFundRiskText(suitabilityBand(25))).toBe('กองทุนความเสี่ยงระดับ 1–5');
  });
});
