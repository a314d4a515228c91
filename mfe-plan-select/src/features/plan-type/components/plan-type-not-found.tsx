import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { focusRing } from '@port/shared/ui/theme';
import { planTypeMessages as t } from '../messages';

/** This remote's own "not found" for an unknown plan type, with the way back to the plan list. */
export function PlanTypeNotFound() {
  return (
    <div data-testid="plan-type-not-found">
      <PageTitle>{t.notFoundTitle}</PageTitle>
      <p>{t.notFoundText}</p>
      <Link to="/plan-select/plans" css={focusRing}>
        {t.backToPlans}
      </Link>
    </div>
  );
}
