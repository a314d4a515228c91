import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { PlanOrderActions } from './plan-order-actions';
import { useBuyBlock } from './plan-sections';

/** The plan page's order buttons, with buying stopped while the account cannot buy (issue 13 review item 2). */
export function PlanOrderSection({ plan, hasPra }: { plan: PlanFields; hasPra: boolean }) {
  const buyBlock = useBuyBlock();
  return <PlanOrderActions plan={plan} hasPra={hasPra} buyBlockedReason={buyBlock?.reason ?? null} />;
}
