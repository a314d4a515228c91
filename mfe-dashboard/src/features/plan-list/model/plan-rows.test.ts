import { describe, expect, it } from 'vitest';
import { planList } from '../../../test/fixtures';
import { planRows } from './plan-rows';

describe('plan rows', () => {
  it('spec §2: omnibus and segregate plans link to their plan pages; other accounts have none', () => {
    const data = planList();
    data.accounts.push({ account_type: 'kkp_savings', account_code: null, status: 'ACCOUNT_READY', aum: 1, plans: [] });
    const rows = planRows(data);
    expect(rows.map((r) => r.href)).toEqual(['/dashboard/omnibus/1', '/dashboard/segregate/1']);
    expect(planRows(data, 'segregate').map((r) => r.plan_name)).toEqual(['แผนลดหย่อนภาษี']);
  });
});
