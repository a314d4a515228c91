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
 * our rule): server error/processing states win, then a needed adjustment, then AA, else the
 * server status.
 */
export const toClientPlanStatus = (input: {
  serverStatus: PlanStatusServer;
  praStatus?: PraStatus | null;
  dcaStatus?: DcaStatus | null;
  isAaEnabled?: boolean;
}): PlanStatusClient => {
  const base = FROM_SERVER[input.serverStatus];
  if (base === 'error' || base === 'on-process' || base === 'batch-on-process') return base;
  if (needsAdjustment(input.praStatus, input.dcaStatus)) return 'need-adjustment';
  if (input.isAaEnabled) return 'is-aa';
  return base;
};
