import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import type { CheckoutPanelCombo, CheckoutPanelPlan, CheckoutPanelResult } from '@port/shared/contracts/checkout-panel';
import { Button } from '@port/shared/ui/button';
import { RemoteCheckoutPanel, type ModuleLoader } from '@port/shared/ui/remote-component';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { recommendationMessages as M } from '../messages';

/** Plan-select's page of the tax-saving plan type: what it is, its minimum, and the start of creating one. */
export const TAX_SAVING_PLAN_TYPE_PATH = '/plan-select/plans/tax-saving';

interface Props {
  /** A stored combo, or one recommended fund as a one-fund combo (`singleFundComboId`). */
  combo: CheckoutPanelCombo;
  signedIn: boolean;
  plan: CheckoutPanelPlan | null;
  planLoading: boolean;
  /** The plan list could not be read: we cannot tell whether a tax-saving plan exists. */
  planFailed: boolean;
  onRetryPlan: () => void;
  returnUrl: string;
  onClose: () => void;
  /** Tests pass their own module loader; the app loads `orders/CheckoutPanel` through the shell. */
  loader?: ModuleLoader;
}

/**
 * Buying a combo or one recommended fund (issue 10 item 3): the orders remote's CheckoutPanel in
 * 'tsf-combo' mode for the customer's tax-saving plan (a single fund is a one-fund combo at 100 %);
 * a visitor signs in first, a customer without the plan creates it first.
 */
export function ComboCheckout({
  combo,
  signedIn,
  plan,
  planLoading,
  planFailed,
  onRetryPlan,
  returnUrl,
  onClose,
  loader,
}: Props) {
  const [placed, setPlaced] = useState(false);
  const box = {
    marginTop: theme.space.sm,
    padding: theme.space.ms,
    background: theme.color.surfaceMuted,
    borderRadius: theme.radius.box,
    minWidth: 0,
    boxSizing: 'border-box',
  } as const;
  if (!signedIn) {
    return (
      <div css={box}>
        <p css={{ margin: `0 0 ${theme.space.xs}` }}>{M.signInToBuy}</p>
        <Link to={loginRoute(returnUrl)}>{M.signIn}</Link>
      </div>
    );
  }
  if (planLoading) return <SkeletonBlock height={80} />;
  if (planFailed) {
    return (
      <div css={box} role="status">
        <p css={{ margin: `0 0 ${theme.space.xs}` }}>{M.planFailed}</p>
        <Button variant="secondary" onClick={onRetryPlan}>
          {M.retry}
        </Button>
      </div>
    );
  }
  if (!plan) {
    return (
      <div css={box} data-testid="tsf-no-plan-checkout">
        <p css={{ margin: `0 0 ${theme.space.xs}` }}>
          <ThaiText>{M.noPlan}</ThaiText>
        </p>
        <Link to={TAX_SAVING_PLAN_TYPE_PATH}>{M.createPlan}</Link>
      </div>
    );
  }
  const planPath = `/dashboard/${plan.account_type}/${plan.plan_slot}`;
  if (placed) {
    return (
      <div css={box} role="status" data-testid="tsf-combo-placed">
        <p css={{ margin: `0 0 ${theme.space.xs}` }}>{M.placed}</p>
        <Link to={planPath}>{M.viewPlan}</Link>
      </div>
    );
  }
  const done = (result: CheckoutPanelResult) => (result.status === 'placed' ? setPlaced(true) : onClose());
  return (
    // The panel has its own close ('ปิด', onDone cancelled → onClose): no second one here. The panel
    // fills the box edge to edge on a phone (its own card has padding), so only the title is inset.
    <div css={{ marginTop: theme.space.sm, minWidth: 0 }} data-testid="tsf-checkout">
      <p css={{ margin: `0 0 ${theme.space.sm}`, fontWeight: theme.font.weight.bold }} data-user-text>
        <ThaiText>{M.buyingIn(combo.name, plan.plan_name)}</ThaiText>
      </p>
      <RemoteCheckoutPanel
        plan={plan}
        mode="tsf-combo"
        combo={{ combo_id: combo.combo_id, name: combo.name, min_amount: combo.min_amount }}
        onDone={done}
        loader={loader}
      />
    </div>
  );
}
