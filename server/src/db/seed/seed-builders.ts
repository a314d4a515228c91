import type { ModelAllocation } from '../schema/plans';
import type { SeedDca, SeedPlan } from './seed-types';

/** A model portfolio from fund → weight (%), in the order written. */
export const weights = (byFund: Record<string, number>): ModelAllocation[] =>
  Object.entries(byFund).map(([fund_code, weight]) => ({ fund_code, weight }));

/** Monthly debits on one day of the month from fund → amount; active, but for the funds named paused. */
export const debits = (day: number, byFund: Record<string, string>, paused: readonly string[] = []): SeedDca[] =>
  Object.entries(byFund).map(([fund, amount]) => ({ fund, amount, day, status: paused.includes(fund) ? 'paused' : 'active' }));

/** A plan's goal (spec §3 goal_type, goal_timeframe in years, goal_money). */
export const goal = (goalType: string, goalTimeframe: number, goalMoney: string) => ({ goalType, goalTimeframe, goalMoney });

type PlanHead = Pick<SeedPlan, 'name' | 'initial' | 'riskLevel' | 'purchases'>;

/** A plan with the usual defaults: the omnibus account's first slot, a general plan, no monthly amount, no model. */
export const plan = (p: PlanHead & Partial<SeedPlan>): SeedPlan => ({
  accountType: 'omnibus',
  slot: 1,
  planType: 'general',
  contribution: '0',
  model: [],
  ...p,
});
