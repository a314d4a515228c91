import { remainingYears } from '@port/shared/domain/goal-shortfall';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Years left to a goal plan's date and that date (ISO), counted from today in Bangkok the way the
 * wealth path counts them (issue 13 review item 4: "เหลือ 1 ปี (ถึง 18 พ.ย. 2570)", not the plan's
 * original timeframe).
 */
export function goalTimeLeft(plan: { goal_timeframe: number | null; created_at: string }, now: number) {
  const years = remainingYears(plan, now);
  const today = new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 Feb has no twin in most years: the goal day is then 28 Feb.
  const day = m === 2 && d === 29 ? 28 : d;
  const date = `${y + years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { years, date };
}
