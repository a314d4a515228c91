import { describe, expect, it } from 'vitest';
import { sumBaht } from '@port/shared/domain/satang';
import { planList } from '../../../test/fixtures';
import { outsidePlans, planRows } from './plan-rows';

describe('plan rows', () => {
  it('spec §2: omnibus and segregate plans link to their plan pages; other accounts have none', () => {
    const data = planList();
    data.accounts.push({ account_type: 'kkp_savings', account_code: null, status: 'ACCOUNT_READY', aum: 1, plans: [] });
    const rows = planRows(data);
    expect(rows.map((r) => r.href)).toEqual(['/dashboard/omnibus/1', '/dashboard/segregate/1']);
    expect(planRows(data, 'segregate').map((r) => r.plan_name)).toEqual(['แผนลดหย่อนภาษี']);
  });

  it('issue 13 item 4: a private-fund account plan is a row (without a plan page), and what no row holds is "outside plans"', () => {
    const data = planList();
    const plan = { ...data.accounts[0]!.plans[0]!, plan_id: 'pf-1', plan_name: 'กองทุนส่วนบุคคล', aum: 7_179_000.41 };
    data.accounts.push({
      account_type: 'private-fund',
      account_code: 'PF-1',
      status: 'ACCOUNT_READY',
      aum: plan.aum,
      plans: [plan],
    });
    const rows = planRows(data);
    expect(rows.at(-1)).toMatchObject({ plan_name: 'กองทุนส่วนบุคคล', href: null, account_type: 'private-fund' });
    const listed = sumBaht(rows.map((r) => r.aum));
    expect(outsidePlans(rows, listed)).toBe(0);
    expect(outsidePlans(rows, listed + 0.1 + 0.2)).toBe(0.3);
    expect(outsidePlans(rows, undefined)).toBe(0);
  });
});
