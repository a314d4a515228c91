import type { PlanListItem } from '@port/shared/contracts/plan-list';
import type { PlanStatusServer } from '@port/shared/contracts/enums';

/** The one status a plan row shows (issue 13 review item 3), most severe first. */
export type PlanRowStatus =
  | { kind: 'server'; status: PlanStatusServer; tone: 'danger' | 'info' | 'neutral' }
  | { kind: 'min-invest'; client: 'need-topup-min-invest'; tone: 'warning' }
  | { kind: 'goal'; client: 'need-topup'; tone: 'warning' }
  | { kind: 'dca'; dca: 'need-adjustment' | 'need-set' | 'need-remove'; tone: 'warning' }
  | { kind: 'pra-error'; tone: 'danger' };

/** Server statuses after the goal and DCA warnings, in order of severity. */
const LATER: readonly PlanStatusServer[] = [
  'need_checkup',
  'optional_adjustment',
  'on_process',
  'batch_on_process',
  'not_enabled',
];

/**
 * One status per plan, the most severe: an error; then a failed regular-investment debit; then a plan worth less than its model's
 * minimum (spec §4 need-topup-min-invest, issue 22 item 2); then a goal it will likely miss (spec §4 need-topup: exactly the goal
 * warning, as shared/domain/plan-status maps it); then monthly
 * investing to adjust, remove or set up (spec §4 DCA); then the server's other statuses; "ปกติ" last. Pending orders are not a
 * status but a line of their own when the list counts them ("มีคำสั่งรอดำเนินการ n รายการ").
 */
export function planRowStatus(plan: PlanListItem): PlanRowStatus {
  if (plan.plan_status === 'error') return { kind: 'server', status: 'error', tone: 'danger' };
  // The last regular-investment debit failed (spec §4 PRA_ERROR; issue 22): never "ปกติ" beside the dashboard's card.
  if (plan.pra_status === 'PRA_ERROR') return { kind: 'pra-error', tone: 'danger' };
  if (plan.min_invest_topup) return { kind: 'min-invest', client: 'need-topup-min-invest', tone: 'warning' };
  if (plan.goal_shortfall) return { kind: 'goal', client: 'need-topup', tone: 'warning' };
  const dca = plan.dca_status;
  if (dca === 'need-adjustment' || dca === 'need-remove' || dca === 'need-set') return { kind: 'dca', dca, tone: 'warning' };
  const later = LATER.find((s) => s === plan.plan_status);
  if (later) return { kind: 'server', status: later, tone: 'info' };
  // Without a count the server's "pending" is the only word for the waiting orders.
  if (plan.plan_status === 'pending' && plan.pending_order_count === undefined) {
    return { kind: 'server', status: 'pending', tone: 'info' };
  }
  return { kind: 'server', status: 'none', tone: 'neutral' };
}
