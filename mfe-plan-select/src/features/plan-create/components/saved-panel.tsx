import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PlanRef } from '@port/shared/contracts/plan';
import type { AllowedRiskState } from '@port/shared/domain/allowed-risk';
import { tradeRefusal } from '@port/shared/domain/trade-eligibility';
import { formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { RemoteCheckoutPanel, type ModuleLoader } from '@port/shared/ui/remote-component';
import { secondaryLink } from '@port/shared/ui/primary-link';
import { focusRing, theme } from '@port/shared/ui/theme';
import { planCreateMessages as t } from '../messages';

/** A plan was just created, so the customer's account is approved (createPlan refuses without one). */
const APPROVED = 'ACCOUNT_APPROVED';

/** The new plan's page on the dashboard (spec §2 `/dashboard/{omnibus,segregate}/{planSlot}`). */
export const planPagePath = (plan: PlanRef) => `/dashboard/${plan.account_type}/${plan.plan_slot}`;

const done = css`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.success.bg};
  color: ${theme.color.tone.success.fg};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;
const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
`;

export interface SavedPanelProps {
  plan: PlanRef;
  /** The initial amount the customer planned (baht), said in the offer. */
  initial: number | null;
  /** The monthly amount the customer planned (baht): offered as monthly investing (issue 17 item 3). */
  contribution?: number | null;
  /** Whether the customer's suitability assessment is current (shared/domain/allowed-risk): no offer to buy without it. */
  riskState?: AllowedRiskState | null;
  loader?: ModuleLoader;
}

/**
 * After creating a plan (issue 9): the invest-now offer through orders/CheckoutPanel (issue 8) and,
 * as plainly, the way to the new plan's page (its plan list already refreshed). Once the orders are
 * placed and the receipt closed, the page goes to the plan, where they show as pending orders.
 */
export function SavedPanel({ plan, initial, contribution = null, riskState = 'current', loader }: SavedPanelProps) {
  const navigate = useNavigate();
  const [investing, setInvesting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Expired or never assessed: buying is refused, so the offer says why and where to fix it instead (issue 17 "Why" 7).
  const blocked =
    riskState === 'expired'
      ? tradeRefusal('SUIT_EXPIRED', APPROVED)
      : riskState === 'none'
        ? tradeRefusal('SUITABILITY_REQUIRED', APPROVED)
        : null;
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="plan-saved">
      <div role="status" css={done}>
        <h2 ref={heading} tabIndex={-1} css={focusRing} data-user-text>
          {t.review.createdNamed(plan.plan_name)}
        </h2>
        <p>{t.review.inList}</p>
      </div>
      {blocked ? (
        <p role="alert" data-testid="cannot-invest-yet">
          {blocked.message}{' '}
          <Link to={blocked.fix_url} css={focusRing}>
            {blocked.fix_label}
          </Link>
        </p>
      ) : (
        <p>{initial ? t.review.investOffer(formatMoney(initial)) : t.review.investOfferNoAmount}</p>
      )}
      {contribution && !blocked ? <p data-testid="monthly-offer">{t.review.monthlyOffer(formatMoney(contribution))}</p> : null}
      <div css={choices}>
        {investing || blocked ? null : (
          <Button onClick={() => setInvesting(true)} data-testid="invest-now">
            {t.review.investNow}
          </Button>
        )}
        {contribution && !blocked ? (
          // The set-up form (amount, debit day, bank) lives on the plan page; ?dca=set opens it there.
          <Link to={`${planPagePath(plan)}?dca=set`} css={[secondaryLink, focusRing]} data-testid="set-up-monthly">
            {t.review.setUpMonthly}
          </Link>
        ) : null}
        <Link to={planPagePath(plan)} css={[secondaryLink, focusRing]} data-testid="go-to-plan">
          {t.review.goToPlan}
        </Link>
      </div>
      {investing ? (
        <RemoteCheckoutPanel
          plan={plan}
          mode="initial"
          {...(initial ? { amount: initial } : {})}
          onDone={(result) => (result.status === 'placed' ? void navigate(planPagePath(plan)) : setInvesting(false))}
          {...(loader ? { loader } : {})}
        />
      ) : null}
    </div>
  );
}
