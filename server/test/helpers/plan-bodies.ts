/**
 * Plan create bodies (spec §7 POST plan) the route tests start from. A goal plan: 2,000,000 บาท in
 * 10 years, 50,000 now and 5,000 a month at risk level 5.
 */
export const goalPlanBody = (plan_name: string, goal_type: string) => ({
  plan_name,
  plan_type: 'goal-based',
  goal_type,
  goal_money: 2000000,
  goal_timeframe: 10,
  initial: 50000,
  contribution: 5000,
  risk_level: 5,
  source: 'port-web',
});

/** A tax-saving plan of 20,000 บาท, nothing monthly, at risk level 6 (made in the segregate account). */
export const taxSavingPlanBody = (plan_name: string) => ({
  plan_name,
  plan_type: 'tax-saving',
  goal_type: 'other',
  goal_money: 0,
  goal_timeframe: 5,
  initial: 20000,
  contribution: 0,
  risk_level: 6,
  source: 'port-web',
});
