import { roundToSatang } from './satang';

/**
 * One judgement of "will this goal plan miss its goal" for every screen (issue 13 item 2 and its
 * review): the plan page's notice, the plan list's status and the server's plan list all ask it
 * here, from the same projection (the wealth path from today's value over the years left).
 */

/** A goe plan may have no timeframe of its own; its path is then drawn over this many years. */
export const DEFAULT_TIMEFRAME_YEARS = 10;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** Years left to the plan's goal date (created_at + goal_timeframe), between 1 and 60, at `now`. */
export function remainingYears(plan: { goal_timeframe: number | null; created_at: string }, now: number): number {
  const timeframe = plan.goal_timeframe ?? DEFAULT_TIMEFRAME_YEARS;
  const elapsed = (now - new Date(plan.created_at).getTime()) / YEAR_MS;
  return Math.min(60, Math.max(1, Math.round(timeframe - Math.max(0, elapsed))));
}

export interface Shortfall {
  /** The expected (median) value at the goal date. */
  expected: number;
  goal: number;
  shortfall: number;
  /** The goal date (ISO). */
  date: string;
}

/** The expected outcome at the goal date when it is below the goal; null when on track or without a goal. */
export function goalShortfall(
  plots: readonly { date: string; expected: number }[],
  goalMoney: number | null | undefined,
): Shortfall | null {
  const last = plots[plots.length - 1];
  if (goalMoney === null || goalMoney === undefined || goalMoney <= 0 || !last || last.expected >= goalMoney) return null;
  return {
    expected: last.expected,
    goal: goalMoney,
    shortfall: roundToSatang(goalMoney - last.expected),
    date: last.date,
  };
}
