import { screen } from '@testing-library/react';
import { fakeApi } from '@port/shared/test/msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@port/shared/test/render';
import { APP_TITLE } from '@port/shared/ui/page-title';
import CheckoutPanel from './checkout-panel';
import ProposalOrderRoute from './proposal-order-route';

// The shell mounts ProposalOrderRoute at this exact path (decision record 001).
const renderProposalOrder = (path: string) =>
  renderAt(<ProposalOrderRoute />, { path, route: '/dashboard/:accountType/:planSlot/proposal-order' });

describe('orders remote (spec §2 proposal order, spec §1 fast checkout)', () => {
  it.each([
    ['/dashboard/omnibus/3/proposal-order', 'แผนที่ 3 ในบัญชีรวม'],
    ['/dashboard/segregate/12/proposal-order', 'แผนที่ 12 ในบัญชีแยก'],
  ])('%s shows the proposal order title in the h1 and the tab, for its plan', (path, detail) => {
    fakeApi();
    renderProposalOrder(path);
    expect(screen.getByRole('heading', { level: 1, name: 'คำสั่งซื้อขายตามคำแนะนำ' })).toBeTruthy();
    expect(document.title).toBe(`คำสั่งซื้อขายตามคำแนะนำ | ${APP_TITLE}`);
    expect(screen.getByText(detail)).toBeTruthy();
  });

  it.each([
    '/dashboard/private-fund/3/proposal-order',
    '/dashboard/savings/3/proposal-order',
    '/dashboard/omnibus/0/proposal-order',
    '/dashboard/omnibus/abc/proposal-order',
  ])('%s is no proposal order and shows the Thai not-found page', (path) => {
    renderProposalOrder(path);
    expect(screen.getByRole('heading', { level: 1, name: 'หน้านี้หายไปแล้ว' })).toBeTruthy();
    expect(screen.queryByText('คำสั่งซื้อขายตามคำแนะนำ')).toBeNull();
  });

  it('the exposed CheckoutPanel takes the shared props contract and is a labelled region', () => {
    fakeApi();
    renderAt(
      <CheckoutPanel plan={{ plan_id: 'p1', account_type: 'omnibus', plan_slot: 1, plan_name: 'แผนเกษียณ' }} mode="topup" />,
    );
    expect(screen.getByRole('region', { name: 'ลงทุนเพิ่ม' })).toBeTruthy();
    expect(screen.getByText('แผน แผนเกษียณ')).toBeTruthy();
  });
});
