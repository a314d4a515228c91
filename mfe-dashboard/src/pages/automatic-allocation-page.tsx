import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import type { AccountType } from '@port/shared/contracts/enums';
import { useFeatureFlag } from '@port/shared/http/feature-flags';
import { AaPanel } from '../features/automatic-allocation/components/aa-panel';
import { AaWelcomeDialog } from '../features/automatic-allocation/components/aa-welcome-dialog';
import { AA_MESSAGES } from '../features/automatic-allocation/messages';
import { usePlanDetail } from '../features/plan-detail/api/get-plan-detail';
import { PLAN_DETAIL_MESSAGES } from '../features/plan-detail/messages';
import { PlanNotFound } from './plan-detail-page';
import { usePlanSlot } from './use-plan-slot';

/** /dashboard/omnibus/{planSlot}/automatic-allocation: AA on its own page, with the welcome once. */
export default function AutomaticAllocationPage({ accountType }: { accountType: AccountType }) {
  const planSlot = usePlanSlot();
  const detail = usePlanDetail(accountType, planSlot);
  const aaOn = useFeatureFlag('automatic-allocation');
  if (planSlot === null) return <PlanNotFound accountType={accountType} />;
  return (
    <div data-testid="automatic-allocation-page">
      <PageTitle>{AA_MESSAGES.title}</PageTitle>
      {detail.data ? <p data-user-text>{detail.data.plan.plan_name}</p> : null}
      {/* The 'automatic-allocation' flag off: a plain note, no panel, nothing to switch. */}
      {aaOn ? (
        <AaPanel accountType={accountType} planSlot={planSlot} />
      ) : (
        <p data-testid="aa-unavailable">{AA_MESSAGES.unavailable}</p>
      )}
      {aaOn && detail.data?.show_feature_acknowledgement.aa_welcome ? (
        <AaWelcomeDialog show accountType={accountType} planSlot={planSlot} />
      ) : null}
      <Link to={`/dashboard/${accountType}/${planSlot}`}>{PLAN_DETAIL_MESSAGES.backToPlan}</Link>
    </div>
  );
}
