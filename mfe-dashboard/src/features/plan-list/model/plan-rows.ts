import type { AccountType } from '@port/shared/contracts/enums';
import type { PlanListAccount, PlanListData, PlanListItem } from '@port/shared/contracts/plan-list';

export interface PlanRow extends PlanListItem {
  account_type: AccountType;
  /** Where the plan page lives, e.g. /dashboard/omnibus/3. */
  href: string;
}

const PLAN_PAGE_ACCOUNTS = new Set<string>(['omnibus', 'segregate']);

function isPlanPageAccount(account: PlanListAccount): account is PlanListAccount & { account_type: AccountType } {
  return PLAN_PAGE_ACCOUNTS.has(account.account_type);
}

/** Omnibus and segregate plans (those with a plan page), optionally only one account type. */
export function planRows(data: PlanListData, only?: AccountType): PlanRow[] {
  return data.accounts
    .filter(isPlanPageAccount)
    .filter((account) => !only || account.account_type === only)
    .flatMap((account) =>
      account.plans.map((plan) => ({
        ...plan,
        account_type: account.account_type,
        href: `/dashboard/${account.account_type}/${plan.plan_slot}`,
      })),
    );
}
