import { describe, expect, it } from 'vitest';
import { planList, visualStatus } from '../../../test/fixtures';
import { isNewCustomer } from './is-new-customer';

describe('new customer', () => {
  it('issue 13 item 8: no account and not yet submitted → onboarding; anyone with an account or a submitted application → not', () => {
    expect(isNewCustomer(planList({ accounts: [], visual_status: visualStatus({ oa: 'NO_ACCOUNT' }) }))).toBe(true);
    expect(isNewCustomer(planList({ accounts: [], visual_status: visualStatus({ oa: 'ACCOUNT_OPENING' }) }))).toBe(true);
    expect(isNewCustomer(planList({ accounts: [], visual_status: visualStatus({ oa: 'ACCOUNT_SUBMITTED' }) }))).toBe(false);
    expect(isNewCustomer(planList({ visual_status: visualStatus({ oa: 'NO_ACCOUNT' }) }))).toBe(false);
    expect(isNewCustomer(undefined)).toBe(false);
  });
});
