import type { AccountType } from '@port/shared/contracts/enums';
import { useCommonConfig } from '../features/analyzer/api/get-common-config';
import { InvestmentProportionCard } from '../features/investment-proportion/components/investment-proportion-card';
import type { ProportionView } from '../features/investment-proportion/model/proportion-views';
import { usePlanAnalyzer } from '../features/plan-analyzer/api/get-plan-analyzer';
import { PLAN_ANALYZER_MESSAGES as M } from '../features/plan-analyzer/messages';

/** A single plan has no "by plan" breakdown: asset class first, then AIMC category and fund. */
const PLAN_VIEWS: readonly ProportionView[] = ['broad_categories', 'categories', 'funds'];

interface Props {
  accountType: AccountType;
  planSlot: number;
  /** Whether the plan holds anything: an empty plan has nothing to break down, so nothing is asked. */
  holdsFunds: boolean;
}

/**
 * The plan's own asset-class breakdown (issue 22 item 3; spec §7 per-plan analyzer): a donut and its
 * table, from the plan's analyzer. Hidden, like the analyzer pages, while the common config's
 * plan_list.analyzer.enable is false (spec §3; a failed config read keeps the default, on).
 */
export function PlanAnalyzerSection({ accountType, planSlot, holdsFunds }: Props) {
  const enabled = useCommonConfig().data?.plan_list.analyzer.enable !== false;
  const summary = usePlanAnalyzer(accountType, planSlot, holdsFunds && enabled);
  if (!holdsFunds || !enabled) return null;
  return (
    <InvestmentProportionCard
      summary={summary}
      onRetry={() => void summary.mutate()}
      title={M.title}
      views={PLAN_VIEWS}
      testId="plan-analyzer"
    />
  );
}
