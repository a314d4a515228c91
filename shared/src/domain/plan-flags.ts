import type { DcaStatus, PlanType, PraStatus } from '../contracts/enums';

/** Plan flags of spec §3. They take the smallest shape so list items and details both fit. */

const GOAL_PLAN_TYPES: readonly PlanType[] = ['goal-based', '1stm'];
const GOAL_OR_GOE_PLAN_TYPES: readonly PlanType[] = ['goal-based', '1stm', 'goe'];

/** A plan with a non-empty model. */
export const hasModelPort = (plan: { model?: string | null }): boolean =>
  typeof plan.model === 'string' && plan.model.trim().length > 0;

/** Goal plan: types goal-based and 1stm. */
export const isGoalPlan = (plan: { plan_type: PlanType }): boolean => GOAL_PLAN_TYPES.includes(plan.plan_type);

/** Goal-or-goe plan: goal-based, 1stm and goe. */
export const isGoalOrGoePlan = (plan: { plan_type: PlanType }): boolean => GOAL_OR_GOE_PLAN_TYPES.includes(plan.plan_type);

/** Has PRA: a regular investment is set up (a PRA block whose status is not NONE, with funds). */
export const hasPra = (detail: { pra: { status: PraStatus; pra_list: readonly unknown[] } | null }): boolean =>
  detail.pra !== null && detail.pra.status !== 'NONE' && detail.pra.pra_list.length > 0;

/** Has DCA: a DCA block whose status is not none, or at least one DCA profile. */
export const hasDca = (detail: { dca: { status: DcaStatus } | null; trading: { dca_profiles: readonly unknown[] } }): boolean =>
  (detail.dca !== null && detail.dca.status !== 'none') || detail.trading.dca_profiles.length > 0;
