import { GOAL_CONFIDENCE, type GoalOutlook } from '@port/shared/contracts/wealth-path';
import { MAX_YEARS, neededAt, shareReaching, type LevelPaths } from './projection-paths';

type GoalInput = { initial: number; contribution: number; timeframe: number; target: number };

// Amounts the customer is told to add are rounded up to whole baht: enough, never short.
const ceilBaht = (v: number) => Math.max(0, Math.ceil(v - 1e-9));
const percent1 = (share: number) => Math.round(share * 1000) / 10;

/**
 * Goal outlook (issue 9): the share of paths that reach the target at the timeframe; the monthly
 * amount reaching it with 50 % / 80 % confidence (the quantile of each path's own need, exact for
 * these paths because the balance is linear in the amounts); and, when the plan is below 80 %,
 * the three fixes that each alone bring it to 80 %.
 */
export function goalOutlook(paths: LevelPaths, input: GoalInput): GoalOutlook {
  const { initial, contribution, timeframe, target } = input;
  const share = shareReaching(paths, timeframe, initial, contribution, target);
  const monthlyNeeded = (q: number) => ceilBaht(neededAt(paths, timeframe, q, (a, b) => (target - initial * a) / b));
  const confidence = GOAL_CONFIDENCE / 100;
  const onTrack = share >= confidence;
  return {
    amount: target,
    probability: percent1(share),
    required_contribution: { p50: monthlyNeeded(0.5), p80: monthlyNeeded(confidence) },
    on_track: onTrack,
    fixes: onTrack
      ? null
      : {
          contribution: monthlyNeeded(confidence),
          timeframe: longerTimeframe(paths, input, confidence),
          lump_sum: ceilBaht(neededAt(paths, timeframe, confidence, (a, b) => (target - contribution * b) / a - initial)),
        },
  };
}

/** The first whole year after the timeframe at which the plan, unchanged, reaches the confidence; null within 60 years. */
function longerTimeframe(paths: LevelPaths, input: GoalInput, confidence: number): number | null {
  for (let years = input.timeframe + 1; years <= MAX_YEARS; years += 1) {
    if (shareReaching(paths, years, input.initial, input.contribution, input.target) >= confidence) return years;
  }
  return null;
}
