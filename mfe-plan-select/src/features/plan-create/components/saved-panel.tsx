import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanRef } from '@port/shared/contracts/plan';
import { Button } from '@port/shared/ui/button';
import { RemoteCheckoutPanel, type ModuleLoader } from '@port/shared/ui/remote-component';
import { focusRing, theme } from '@port/shared/ui/theme';
import { planCreateMessages as t } from '../messages';

/** After the save: the plan's page (its list refreshed), and "invest now" through orders/CheckoutPanel (issue 8). */
export function SavedPanel({ plan, created, loader }: { plan: PlanRef; created: boolean; loader?: ModuleLoader }) {
  const [investing, setInvesting] = useState(false);
  const planPage = `/dashboard/${plan.account_type}/${plan.plan_slot}`;
  return (
    <div
      role="status"
      data-testid="plan-saved"
      css={{
        padding: theme.space.md,
        borderRadius: theme.radius.box,
        background: theme.color.tone.success.bg,
        color: theme.color.tone.success.fg,
      }}
    >
      <p css={{ marginTop: 0, fontWeight: theme.font.weight.bold }}>{created ? t.review.created : t.review.updated}</p>
      <p css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link to={planPage} css={focusRing} data-testid="go-to-plan">
          {t.review.goToPlan}
        </Link>
        {created && !investing ? <Button onClick={() => setInvesting(true)}>{t.review.investNow}</Button> : null}
      </p>
      {investing ? <RemoteCheckoutPanel plan={plan} mode="initial" {...(loader ? { loader } : {})} /> : null}
    </div>
  );
}
