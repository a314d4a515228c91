import { css } from '@emotion/react';
import { useState } from 'react';
import type { CheckoutMode } from '@port/shared/contracts/checkout-panel';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { Button } from '@port/shared/ui/button';
import { RemoteCheckoutPanel } from '@port/shared/ui/remote-component';
import { theme } from '@port/shared/ui/theme';
import { PAGE_MESSAGES } from './messages';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
`;
const MODES = ['topup', 'redeem', 'rebalance', 'pra'] as const satisfies readonly CheckoutMode[];
/** Orders that buy: stopped while the account cannot buy; selling stays open. */
const BUYS: ReadonlySet<CheckoutMode> = new Set<CheckoutMode>(['topup', 'rebalance', 'pra']);
const BLOCKED_ID = 'plan-buy-blocked-reason';

/**
 * "ลงทุนเพิ่ม" / "ขาย" / "ปรับพอร์ต" (and "ลงทุนสม่ำเสมอ" with a regular investment) on the plan page (issue 8): the orders remote's CheckoutPanel,
 * mounted through federation; if the remote is down the page stays and says ordering is unavailable.
 */
export function PlanOrderActions({
  plan,
  hasPra = false,
  buyBlockedReason = null,
}: {
  plan: Partial<Pick<PlanFields, 'plan_id'>> & Omit<PlanFields, 'plan_id'>;
  hasPra?: boolean;
  /** Why buying is stopped (e.g. an expired suitability test): buy-side orders disabled, none primary. */
  buyBlockedReason?: string | null;
}) {
  const [mode, setMode] = useState<CheckoutMode | null>(null);
  if (!plan.plan_id) return null;
  const planRef = {
    plan_id: plan.plan_id,
    account_type: plan.account_type,
    plan_slot: plan.plan_slot,
    plan_name: plan.plan_name,
  };
  return (
    <section aria-label={PAGE_MESSAGES.orderActions.title}>
      <div css={bar}>
        {MODES.filter((m) => m !== 'pra' || hasPra).map((m) => {
          const blocked = buyBlockedReason !== null && BUYS.has(m);
          return (
            <Button
              key={m}
              variant={m === 'topup' && buyBlockedReason === null ? 'primary' : 'secondary'}
              aria-pressed={mode === m}
              disabled={blocked}
              aria-describedby={blocked ? BLOCKED_ID : undefined}
              onClick={() => setMode(mode === m ? null : m)}
            >
              {PAGE_MESSAGES.orderActions[m]}
            </Button>
          );
        })}
      </div>
      {buyBlockedReason !== null ? (
        <p id={BLOCKED_ID} data-testid="buy-blocked-reason" css={{ margin: `0 0 ${theme.space.md}` }}>
          {PAGE_MESSAGES.orderActions.buyBlocked(buyBlockedReason)}
        </p>
      ) : null}
      {mode ? <RemoteCheckoutPanel key={mode} plan={planRef} mode={mode} onDone={() => setMode(null)} /> : null}
    </section>
  );
}
