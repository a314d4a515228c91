import { Link } from 'react-router-dom';
import { ERROR_MESSAGES } from '@port/shared/contracts/common';
import { PageTitle } from '@port/shared/ui/page-title';
import { focusRing } from '@port/shared/ui/theme';
import { planCreateMessages as t } from '../messages';

/** Editing a plan that is not the customer's or does not exist (spec §8 'ไม่พบข้อมูลแผน'). */
export function PlanNotFound() {
  return (
    <>
      <PageTitle>{ERROR_MESSAGES.PLAN_NOT_FOUND}</PageTitle>
      <Link to="/dashboard" css={focusRing}>
        {t.toDashboard}
      </Link>
    </>
  );
}
