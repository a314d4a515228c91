import { PageTitle } from '@port/shared/ui/page-title';
import type { AccountType } from '@port/shared/contracts/enums';
import { SectionBoundary } from '@port/shared/ui/section-boundary';
import { usePlanList } from '../features/plan-list/api/get-plan-list';
import { PlanListSection } from '../features/plan-list/components/plan-list-section';
import { PLAN_LIST_MESSAGES as M } from '../features/plan-list/messages';

/** /dashboard/omnibus and /dashboard/segregate: the plans of one account type (spec §2). */
export default function PlanListPage({ accountType }: { accountType: AccountType }) {
  const planList = usePlanList();
  const title = accountType === 'segregate' ? M.segregateTitle : M.omnibusTitle;
  return (
    <div data-testid="plan-list-page">
      <PageTitle>{title}</PageTitle>
      <SectionBoundary title={title}>
        <PlanListSection planList={planList} onRefresh={() => void planList.mutate()} only={accountType} />
      </SectionBoundary>
    </div>
  );
}
