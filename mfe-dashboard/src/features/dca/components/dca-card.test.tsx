import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { DcaStatus } from '@port/shared/contracts/enums';
import type { Dca } from '@port/shared/contracts/pra';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { DcaCard, type DcaIntent } from './dca-card';

const profile = {
  profile_id: 'd-1',
  fund_shortcode: 'K-FIXED',
  fund_name_th: 'เค ตราสารหนี้',
  amount: 2000,
  day_of_month: 5,
  next_date: '2026-12-08',
  status: 'active' as const,
};
const DETAIL = portAggregationPaths.planDetail('omnibus', 3);
const dcaOf = (status: DcaStatus, over: Partial<Dca> = {}): Dca => ({
  status,
  total_amount: 2000,
  monthly_amount: status === 'need-remove' || status === 'none' ? 0 : 4000,
  min_amount: 1000,
  day_of_month: 5,
  next_debit_date: '2026-12-08',
  bank: { bank_id: 'C0003-B1', bank_display_name: 'ธนาคารกสิกรไทย', masked_bank_account_no: 'xxx-x-xx345-6' },
  ...over,
});
const banks = [
  {
    bank_id: 'C0003-B1',
    bank_name: 'KBANK',
    bank_display_name: 'ธนาคารกสิกรไทย',
    masked_bank_account_no: 'xxx-x-xx345-6',
    bank_logo_url: null,
    is_main: true,
  },
  {
    bank_id: 'C0003-B2',
    bank_name: 'SCB',
    bank_display_name: 'ธนาคารไทยพาณิชย์',
    masked_bank_account_no: 'xxx-x-xx765-4',
    bank_logo_url: null,
    is_main: false,
  },
];

const renderCard = (dca: Dca | null, intent: DcaIntent = null, praStatus: 'PRA' | 'DCA_NEED_ADJUSTMENT' | null = null) =>
  renderAt(
    <DcaCard
      dca={dca}
      praStatus={praStatus}
      profiles={[profile]}
      planName="ลงทุนรายเดือน DCA"
      accountType="omnibus"
      planSlot={3}
      planDetailKey={DETAIL}
      intent={intent}
      today="2026-11-26"
    />,
  );

describe('DCA card (issue 17 item 3; spec §4 DCA)', () => {
  it.each([
    ['need-set', /ยังไม่ได้ตั้งการหักเงินลงทุนรายเดือน/, 'ตั้งลงทุนรายเดือน'],
    ['need-adjustment', /ไม่ตรงกับแผนที่วางไว้เดือนละ 4,000.00/, 'ปรับรายการลงทุนรายเดือนให้ตรงกับแผน'],
    ['need-remove', /ไม่มีเงินลงทุนรายเดือนแล้ว แต่ยังหักเงิน/, 'ยกเลิกการลงทุนรายเดือน'],
    ['match', /ตรงกับแผน/, 'แก้ไขการลงทุนรายเดือน'],
  ] as const)('%s says what it means and offers the action that resolves it', (status, text, action) => {
    fakeApi();
    renderCard(dcaOf(status));
    expect(screen.getByTestId('dca-summary').textContent).toMatch(text);
    expect(screen.getByRole('button', { name: action })).toBeTruthy();
  });

  it('spec §4: a PRA status DCA_NEED_ADJUSTMENT also marks the adjustment', () => {
    fakeApi();
    renderCard(dcaOf('match'), null, 'DCA_NEED_ADJUSTMENT');
    expect(screen.getByTestId('dca-summary').dataset.status).toBe('need-adjustment');
  });

  it('spec §9: a profile shows amount, day and the next debit on a business day', () => {
    fakeApi();
    renderCard(dcaOf('match'));
    expect(screen.getByTestId('dca-profile').textContent).toBe(
      'K-FIXED 2,000.00 บาท · ทุกวันที่ 5 ของเดือน · ใช้งาน · งวดถัดไป 8 ธ.ค. 2569',
    );
  });

  it('?dca=set opens the form: below the minimum is refused on the spot; the set-up posts amount, day and bank once', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    fakeApi()
      .on('GET', portPaths.customerBanks, ok(banks))
      .on('GET', DETAIL, ok({}))
      .on('GET', portAggregationPaths.planList, ok({}))
      .on('POST', portPaths.planDca('omnibus', 3), ({ body }) => {
        posted.push(body);
        return ok({ plan_id: '3', dca: dcaOf('match', { total_amount: 4000 }), profiles: [] });
      });
    renderCard(dcaOf('need-adjustment'), 'set');
    const form = await screen.findByTestId('dca-form');
    const amount = within(form).getByLabelText('จำนวนเงินต่อเดือน (บาท)');
    expect((amount as HTMLInputElement).value).toBe('4,000.00');
    // 5 Dec 2569 is a Saturday and a holiday (7 Dec its substitute): the first debit is 8 Dec.
    expect(within(form).getByTestId('dca-first-debit').textContent).toContain('8 ธ.ค. 2569 (วันที่ 5 เป็นวันหยุด');
    await user.clear(amount);
    await user.type(amount, '999');
    await user.click(within(form).getByRole('button', { name: 'ยืนยันตั้งลงทุนรายเดือน' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('จำนวนเงินลงทุนขั้นต่ำคือ 1,000.00 บาท');
    expect(posted).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '4,000');
    await user.selectOptions(within(form).getByLabelText('วันที่หักเงินทุกเดือน'), '10');
    await user.click(await within(form).findByRole('radio', { name: /ธนาคารไทยพาณิชย์/ }));
    await user.click(within(form).getByRole('button', { name: 'ยืนยันตั้งลงทุนรายเดือน' }));
    await waitFor(() => expect(screen.queryByTestId('dca-form')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ amount: 4000, day_of_month: 10, bank_id: 'C0003-B2', source: 'port-web' });
  });

  it('?dca=remove asks first, then deletes the monthly investing', async () => {
    const user = userEvent.setup();
    let removed = 0;
    fakeApi()
      .on('GET', DETAIL, ok({}))
      .on('GET', portAggregationPaths.planList, ok({}))
      .on('DELETE', portPaths.planDca('omnibus', 3), () => {
        removed += 1;
        return ok({ plan_id: '3', dca: null, profiles: [] });
      });
    renderCard(dcaOf('need-remove'), 'remove');
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันยกเลิกการลงทุนรายเดือน' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกการหักเงิน' }));
    await waitFor(() => expect(removed).toBe(1));
  });
});
