import type { DcaStatus, PlanStatusClient, PlanStatusServer, PraStatus } from '../contracts/enums';

/** Spec §4: a PRA or DCA status of NeedAdjustment marks that an adjustment is needed. */
export const needsAdjustment = (praStatus: PraStatus | null | undefined, dcaStatus: DcaStatus | null | undefined): boolean =>
  praStatus === 'DCA_NEED_ADJUSTMENT' || dcaStatus === 'need-adjustment';

const FROM_SERVER: Record<PlanStatusServer, PlanStatusClient> = {
  error: 'error',
  not_enabled: 'none',
  on_process: 'on-process',
  batch_on_process: 'batch-on-process',
  pending: 'on-process',
  need_checkup: 'need-checkup',
  none: 'none',
  // The client has no "optional" status: an optional adjustment is offered, not required.
  optional_adjustment: 'none',
};

/**
 * The client plan status shown on a plan (spec §4; the transitions are not shown, so this is
 * our rule): server error/processing states win, then a plan below its model's minimum
 * (need-topup-min-invest, shared/domain/plan-topup), then a needed adjustment, then a goal plan
 * expected to miss its goal (need-topup: exactly the goal warning, goal_shortfall), then AA, else
 * the server status. invalid-min-redemption is never returned: the fund catalogue has no minimum
 * redemption to compare holdings with (docs/spec-coverage.md).
 */
export const toClientPlanStatus = (input: {
  serverStatus: PlanStatusServer;
  praStatus?: PraStatus | null;
  dcaStatus?: DcaStatus | null;
  isAaEnabled?: boolean;
  /** The plan is worth less than its model's minimum (minInvestTopup is not null). */
  belowMinimum?: boolean;
  /** The goal plan is expected to miss its goal (goal_shortfall is not null). */
  goalShortfall?: boolean;
}): PlanStatusClient => {
  const base = FROM_SERVER[input.serverStatus];
  if (base === 'error' || base === 'on-process' || base === 'batch-on-process') return base;
  if (input.belowMinimum) return 'need-topup-min-invest';
  if (needsAdjustment(input.praStatus, input.dcaStatus)) return 'need-adjustment';
  if (input.goalShortfall) return 'need-topup';
  if (input.isAaEnabled) return 'is-aa';
  return base;
};
