import { Link } from 'react-router-dom';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { canEditFundList } from '@port/shared/domain/plan-fund-list';
import { focusRing } from '@port/shared/ui/theme';
import { FUND_CART_MESSAGES as M } from '../messages';

/** The plan page's way to its fund list (issue 22 item 3); none for the tax-saving plan, whose list the tax rules set. */
export function PlanFundsLink({ plan }: { plan: PlanFields }) {
  if (!canEditFundList(plan)) return null;
  return (
    <p css={{ margin: 0 }}>
      <Link to={`/dashboard/${plan.account_type}/${plan.plan_slot}/funds`} css={focusRing} data-testid="plan-funds-link">
        {M.editLink}
      </Link>
    </p>
  );
}
