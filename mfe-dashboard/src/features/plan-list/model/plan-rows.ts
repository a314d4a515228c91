import type { AccountType, ProductAccountType } from '@port/shared/contracts/enums';
import type { PlanListData, PlanListItem } from '@port/shared/contracts/plan-list';
import { fromSatang, toSatang } from '@port/shared/domain/satang';

export interface PlanRow extends PlanListItem {
  account_type: ProductAccountType;
  /** Where the plan page lives, e.g. /dashboard/omnibus/3; null for accounts without plan pages (private fund). */
  href: string | null;
}

const PLAN_PAGE_ACCOUNTS = new Set<string>(['omnibus', 'segregate']);

/**
 * Every plan of every account (issue 13 item 4: each baht of the total is in some row); omnibus and
 * segregate plans link to their pages. With `only`, that account type's plans.
 */
export function planRows(data: PlanListData, only?: AccountType): PlanRow[] {
  return data.accounts
    .filter((account) => !only || account.account_type === only)
    .flatMap((account) =>
      account.plans.map((plan) => ({
        ...plan,
        account_type: account.account_type,
        href: PLAN_PAGE_ACCOUNTS.has(account.account_type) ? `/dashboard/${account.account_type}/${plan.plan_slot}` : null,
      })),
    );
}

/** Satang of the total that no listed plan holds ("ทรัพย์สินนอกแผน"); 0 when the rows cover it. */
export function outsidePlans(rows: readonly PlanRow[], total: number | undefined): number {
  if (total === undefined) return 0;
  const listed = rows.reduce((s, r) => s + toSatang(r.aum), 0);
  const rest = toSatang(total) - listed;
  return rest > 0 ? fromSatang(rest) : 0;
}
