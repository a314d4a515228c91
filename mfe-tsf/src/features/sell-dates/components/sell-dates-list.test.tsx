import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otherPaths } from '@port/shared/contracts/api-paths';
import type { TaxFundPurchase } from '@port/shared/contracts/tax-saving';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { SellDatesList } from './sell-dates-list';

const PURCHASES = otherPaths.taxSavingFundPurchases;
const purchases: TaxFundPurchase[] = [
  {
    order_no: 'O-1',
    fund_shortcode: 'SCBRMS&P500',
    fund_name_th: 'RMF',
    fund_tax_type: 'rmf',
    trade_date: '2025-11-10',
    amount: 40000,
  },
  {
    order_no: 'O-2',
    fund_shortcode: 'KKP-TESG',
    fund_name_th: 'ThaiESG',
    fund_tax_type: 'tesg',
    trade_date: '2024-02-05',
    amount: 30000,
  },
];
const renderList = () => renderAt(<SellDatesList today="2026-11-18" />, { path: '/tax-saving-fund', route: '/tax-saving-fund' });

describe('when can I sell (issue 10 item 5)', () => {
  it('lists each held purchase with the day it may be sold, nearest first, in Buddhist-era dates', async () => {
    fakeApi().get({ [PURCHASES]: ok(purchases) });
    renderList();
    const list = await screen.findByTestId('tsf-sell-dates');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-testid'))).toEqual(['tsf-sell-O-2', 'tsf-sell-O-1']);
    expect(items[0]!.textContent).toContain('ขายได้ตั้งแต่ 5 ก.พ. 2572');
    // Review item 3: an RMF is not sellable from a date alone; it also waits for the age of 55.
    expect(items[1]!.textContent).toContain('ขายได้เมื่อถือครบ 5 ปีนับจากการซื้อ RMF ครั้งแรก (ตั้งแต่ 10 พ.ย. 2573) และมีอายุครบ 55 ปี');
    expect(items[1]!.textContent).not.toContain('ขายได้ตั้งแต่ 10 พ.ย. 2573');
  });

  it('an RMF held 5 years since the first RMF purchase still waits for the age of 55 (review item 3)', async () => {
    fakeApi().get({ [PURCHASES]: ok([{ ...purchases[0]!, order_no: 'O-9', trade_date: '2019-03-01' }]) });
    renderList();
    const item = await screen.findByTestId('tsf-sell-O-9');
    expect(item.textContent).toContain('ถือครบ 5 ปีแล้ว ขายได้เมื่อมีอายุครบ 55 ปี');
    expect(item.textContent).not.toContain('ครบเงื่อนไขระยะเวลาถือครองแล้ว');
  });

  it('no purchases says so; a failure says so quietly with a retry that reloads', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'ขัดข้อง');
    fakeApi().get({ [PURCHASES]: () => answer });
    renderList();
    expect(await screen.findByTestId('tsf-sell-failed')).toBeTruthy();
    answer = ok([]);
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect((await screen.findByTestId('tsf-sell-empty')).textContent).toBe('คุณยังไม่มีกองทุนลดหย่อนภาษีที่ถืออยู่');
  });
});
