import type { AccountType } from '@port/shared/contracts/enums';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import { Button } from '@port/shared/ui/button';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import type { Resource } from '@port/shared/http/resource';
import { PLAN_LIST_MESSAGES as M } from '../messages';
import { outsidePlans, planRows } from '../model/plan-rows';
import { OutsidePlansRow, PlanRowItem } from './plan-row-item';

interface Props {
  planList: Resource<PlanListData> & { isValidating: boolean };
  /** Forces revalidation past the 5-minute cache (spec §4). */
  onRefresh: () => void;
  title?: string;
  only?: AccountType;
  /** The customer's total (plans summary): what no row holds is listed as "ทรัพย์สินนอกแผน". */
  total?: number;
}

export function PlanListSection({ planList, onRefresh, title = M.title, only, total }: Props) {
  const rows = planList.data ? planRows(planList.data, only) : null;
  const outside = rows ? outsidePlans(rows, total) : 0;
  const refreshButton = (
    <Button variant="secondary" onClick={onRefresh} busy={planList.isValidating}>
      {planList.isValidating ? M.refreshing : M.refresh}
    </Button>
  );
  return (
    <SectionCard title={title} minHeight={160} actions={refreshButton} testId="plan-list">
      {planList.error && !rows ? (
        <SectionError error={planList.error} title={M.loadFailed} onRetry={onRefresh} />
      ) : !rows ? (
        <>
          {/* Two plan rows: ~72 px each in one line, ~128 px when the row wraps to two lines. */}
          <SkeletonBlock height={72} narrowHeight={128} label={M.title} />
          <div style={{ height: 8 }} />
          <SkeletonBlock height={72} narrowHeight={128} />
        </>
      ) : rows.length === 0 && outside === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={title}>
          {rows.map((plan) => (
            <PlanRowItem key={`${plan.account_type}:${plan.plan_id}`} plan={plan} />
          ))}
          {outside > 0 ? <OutsidePlansRow amount={outside} /> : null}
        </ul>
      )}
    </SectionCard>
  );
}
