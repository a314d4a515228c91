import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { AccountType } from '@port/shared/contracts/enums';
import { canEditFundList, TAX_PLAN_LIST_FIXED_MESSAGE } from '@port/shared/domain/plan-fund-list';
import { hasModelPort } from '@port/shared/domain/plan-flags';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { focusRing, theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { useFundList } from '../features/fund-cart/api/get-fund-list';
import { FundCartEditor } from '../features/fund-cart/components/fund-cart-editor';
import { FUND_CART_MESSAGES as M } from '../features/fund-cart/messages';
import { usePlanModel } from '../features/model-portfolio/api/get-plan-model';
import { usePlanDetail } from '../features/plan-detail/api/get-plan-detail';
import { NotFoundPage } from './not-found-page';
import { usePlanSlot } from './use-plan-slot';

/**
 * /dashboard/{omnibus|segregate}/{planSlot}/funds (ours; issue 22 item 3): the plan's own fund
 * list, edited in a fund cart filled from the catalogue (spec §7 fund-list) and saved as the plan's
 * list (spec §7 PATCH asset/list). The tax-saving plan's list follows the tax rules: it says so.
 */
export default function PlanFundsPage({ accountType }: { accountType: AccountType }) {
  const planSlot = usePlanSlot();
  const detail = usePlanDetail(accountType, planSlot);
  const plan = detail.data?.plan;
  const model = usePlanModel(accountType, planSlot ?? 0, plan ? hasModelPort(plan) : false);
  const catalogue = useFundList();
  // Once shown, the cart stays: a save re-reads the plan (now with a model) and must not unmount it.
  const shown = useRef(false);
  if (planSlot === null) return <NotFoundPage />;
  if (detail.error) return <SectionError error={detail.error} title={M.loadFailed} onRetry={() => void detail.mutate()} />;
  if (!plan || !detail.data) return <PageSkeleton />;
  const planHref = `/dashboard/${accountType}/${planSlot}`;
  const header = (
    <>
      <PageTitle>{M.pageTitle}</PageTitle>
      <p css={{ margin: 0 }}>
        <ThaiText>{M.intro(plan.plan_name)}</ThaiText>
      </p>
      <p css={{ margin: 0, fontWeight: 600 }}>{M.planRisk(plan.risk_level)}</p>
      <p css={{ margin: 0 }}>
        <Link to={planHref} css={focusRing}>
          <ThaiText>{M.backToPlan(plan.plan_name)}</ThaiText>
        </Link>
      </p>
    </>
  );
  const wrap = { display: 'grid', gap: theme.space.sm } as const;
  if (!canEditFundList(plan)) {
    return (
      <div data-testid="plan-funds-page" css={wrap}>
        {header}
        <SectionCard title={M.fixedTitle} testId="fund-list-fixed">
          <p css={{ margin: 0 }}>{TAX_PLAN_LIST_FIXED_MESSAGE}</p>
        </SectionCard>
      </div>
    );
  }
  const failed = shown.current ? null : (model.error ?? catalogue.error);
  const ready = Boolean(catalogue.data && (!hasModelPort(plan) || model.data));
  if (ready) shown.current = true;
  return (
    <div data-testid="plan-funds-page" css={wrap}>
      {header}
      {failed ? (
        <SectionError
          error={failed}
          title={M.catalogueFailed}
          onRetry={() => void Promise.all([model.mutate(), catalogue.mutate()])}
        />
      ) : !shown.current ? (
        <PageSkeleton />
      ) : (
        <FundCartEditor
          plan={plan}
          current={(model.data?.asset.data ?? []).map((a) => ({ fund_code: a.fund_shortcode, weight: a.weight }))}
          funds={catalogue.data!}
        />
      )}
    </div>
  );
}
