import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { Fund } from '@port/shared/contracts/fund';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { modelPort, planDetail } from '../test/plan-fixtures';
import { PlanFundsLink } from '../features/fund-cart/components/plan-funds-link';
import PlanFundsPage from './plan-funds-page';

const fund = (code: string, risk: number, min: number, tax: Fund['fund_tax_type'] = null): Fund => ({
  fund_shortcode: code,
  fund_name_th: `กองทุน ${code}`,
  amc_code: 'KSAM',
  aimc_category_th: 'หุ้นไทย',
  risk_level: risk,
  fund_tax_type: tax,
  nav: 10.1234,
  nav_date: '2026-11-20',
  min_initial_amount: min,
});
const CATALOGUE = [
  fund('K-FIXED', 4, 500),
  fund('KFGTECH-A', 7, 1),
  fund('KFSDIV', 6, 500),
  fund('KT-PRECIOUS', 8, 1000),
  fund('SCBRMS&P500', 6, 1, 'rmf'),
];
const DETAIL = portAggregationPaths.planDetail('omnibus', 3);
// The investor's level-7 general plan without a model (seed: omnibus 3, 20,000 + 4,000 a month).
const plan = {
  plan_id: '33',
  plan_slot: 3,
  plan_type: 'general' as const,
  risk_level: 7,
  initial: 20_000,
  contribution: 4_000,
  model: null,
};

function renderPage() {
  return renderAt(
    <Routes>
      <Route path="/dashboard/omnibus/:planSlot/funds" element={<PlanFundsPage accountType="omnibus" />} />
      <Route path="/dashboard/omnibus/:planSlot" element={<p>หน้าแผน</p>} />
    </Routes>,
    { path: '/dashboard/omnibus/3/funds' },
  );
}

const api = (over: Partial<ReturnType<typeof planDetail>['plan']> = {}) =>
  fakeApi()
    .on('GET', DETAIL, ok(planDetail({ ...plan, ...over })))
    .on('POST', otherPaths.fundList, ok(CATALOGUE))
    .on('GET', portAggregationPaths.planList, fail(500, 'x'))
    .on('GET', portAggregationPaths.planModel('omnibus', 3), fail(404, 'ไม่พบข้อมูล'))
    .on('GET', portAggregationPaths.proposalOrder('33'), fail(404, 'ไม่พบข้อมูล'));

describe('the plan fund list page: a fund cart saved as the plan list (issue 22 item 3; spec §7 fund-list, asset/list)', () => {
  it('offers only the funds the plan may hold, folds the rest with the reason, and saves the cart by keyboard', async () => {
    const user = userEvent.setup();
    // After the save the plan has a model (MP-CUSTOM): the page re-reads it and must keep the cart and its message.
    let saved = false;
    const fake = api()
      .on('PATCH', portPaths.assetList, (req) => {
        saved = true;
        return ok({ plan_id: '33', assets: (req.body as { assets: unknown }).assets });
      })
      .on('GET', DETAIL, () => ok(planDetail({ ...plan, model: saved ? 'MP-CUSTOM' : null })));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'รายการกองทุนของแผน' });
    expect(screen.getByText('ระดับความเสี่ยงของแผน: ระดับ 7 (เลือกได้เฉพาะกองทุนเสี่ยงไม่เกินระดับนี้)')).toBeTruthy();
    expect(fake.bodies[fake.calls.indexOf(`POST ${otherPaths.fundList}`)]).toEqual({});
    const catalogue = within(await screen.findByTestId('fund-catalogue'));
    expect(catalogue.getByRole('button', { name: 'เพิ่ม KFGTECH-A ลงตะกร้า' })).toBeTruthy();
    expect(catalogue.queryByRole('button', { name: 'เพิ่ม KT-PRECIOUS ลงตะกร้า' })).toBeNull();
    const refused = within(screen.getByTestId('funds-not-allowed'));
    expect(refused.getByText('อีก 2 กองทุนเลือกไม่ได้สำหรับแผนนี้')).toBeTruthy();
    expect(refused.getByText('กองทุนเสี่ยงระดับ 8 สูงกว่าระดับความเสี่ยงของแผน (ระดับ 7)')).toBeTruthy();
    expect(refused.getByText('กองทุน RMF ซื้อได้ในแผนลดหย่อนภาษีเท่านั้น')).toBeTruthy();

    await user.click(catalogue.getByRole('button', { name: 'เพิ่ม KFGTECH-A ลงตะกร้า' }));
    // The weight of the fund just added has the focus, already 100 %.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'สัดส่วนของ KFGTECH-A (%)' }));
    await user.clear(document.activeElement as HTMLElement);
    await user.keyboard('60');
    await user.click(catalogue.getByRole('button', { name: 'เพิ่ม K-FIXED ลงตะกร้า' }));
    expect((document.activeElement as HTMLInputElement).value).toBe('40');
    expect(screen.getByRole('heading', { name: 'ตะกร้ากองทุน (2 กองทุน)' })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('สัดส่วนรวม 100.00%');
    // K-FIXED's 500 baht at 40 %: the list needs 1,250 baht, the plan's 4,000 a month meets it.
    expect(screen.getByTestId('cart-minimum').textContent).toContain('เงินลงทุนขั้นต่ำของรายการนี้ 1,250.00 บาท');
    expect(screen.queryByTestId('cart-below-minimum')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'บันทึกรายการกองทุน' }));
    expect((await screen.findByRole('status')).textContent).toContain('บันทึกรายการกองทุนแล้ว');
    expect(fake.bodies[fake.calls.indexOf(`PATCH ${portPaths.assetList}`)]).toEqual({
      plan_id: '33',
      source: 'port-web',
      assets: [
        { fund_code: 'KFGTECH-A', weight: 60 },
        { fund_code: 'K-FIXED', weight: 40 },
      ],
    });
  });

  it('refuses before asking the server when the weights do not make 100 %, and asks nothing', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderPage();
    const catalogue = within(await screen.findByTestId('fund-catalogue'));
    await user.click(catalogue.getByRole('button', { name: 'เพิ่ม KFGTECH-A ลงตะกร้า' }));
    await user.clear(screen.getByRole('textbox', { name: 'สัดส่วนของ KFGTECH-A (%)' }));
    await user.keyboard('90');
    expect(screen.getByTestId('cart-total').textContent).toBe('สัดส่วนรวม 90.00% · ต้องรวมได้ 100%');
    await user.click(screen.getByRole('button', { name: 'บันทึกรายการกองทุน' }));
    expect((await screen.findByRole('alert')).textContent).toBe('สัดส่วนรวมต้องเท่ากับ 100%');
    expect(fake.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });

  it("warns when the list's minimum is above the plan's monthly amount, and shows the server's Thai refusal", async () => {
    const user = userEvent.setup();
    const refusal = 'รายการกองทุนนี้ต้องลงทุนขั้นต่ำ 5,000.00 บาท แต่เงินลงทุนรายเดือนของแผนคือ 4,000.00 บาท';
    api().on('PATCH', portPaths.assetList, fail(422, refusal, 'BELOW_MINIMUM'));
    renderPage();
    const catalogue = within(await screen.findByTestId('fund-catalogue'));
    await user.click(catalogue.getByRole('button', { name: 'เพิ่ม KFGTECH-A ลงตะกร้า' }));
    await user.clear(screen.getByRole('textbox', { name: 'สัดส่วนของ KFGTECH-A (%)' }));
    await user.keyboard('90');
    await user.click(catalogue.getByRole('button', { name: 'เพิ่ม K-FIXED ลงตะกร้า' }));
    expect(screen.getByTestId('cart-below-minimum').textContent).toContain(refusal);
    await user.click(screen.getByRole('button', { name: 'บันทึกรายการกองทุน' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`บันทึกไม่สำเร็จ: ${refusal}`);
  });

  it('starts from the saved list (the plan model) and lets a fund be removed', async () => {
    const user = userEvent.setup();
    api({ model: 'MP-CUSTOM' }).on(
      'GET',
      portAggregationPaths.planModel('omnibus', 3),
      ok(
        modelPort({
          plan_type_display: 'แผนการลงทุนทั่วไป',
          title: 'พอร์ตที่คุณจัดเอง',
          asset: {
            data: [
              { fund_shortcode: 'KFSDIV', fund_name_th: 'x', weight: 70, initial_amount: 14_000, contribution_amount: 2_800 },
              { fund_shortcode: 'K-FIXED', fund_name_th: 'y', weight: 30, initial_amount: 6_000, contribution_amount: 1_200 },
            ],
            summary: { initial_amount: 20_000, contribution_amount: 4_000, weight: 100 },
          },
        }),
      ),
    );
    renderPage();
    expect((await screen.findByRole('textbox', { name: 'สัดส่วนของ KFSDIV (%)' })).getAttribute('value')).toBe('70');
    await user.click(screen.getByRole('button', { name: 'นำออก K-FIXED จากตะกร้า' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'ตะกร้ากองทุน (1 กองทุน)' })).toBeTruthy());
    expect(within(screen.getByTestId('fund-catalogue')).getByRole('button', { name: 'เพิ่ม K-FIXED ลงตะกร้า' })).toBeTruthy();
  });

  it("the tax-saving plan's list is not the customer's to edit: it says why, with no cart", async () => {
    api({ plan_type: 'tax-saving' });
    renderPage();
    expect((await screen.findByTestId('fund-list-fixed')).textContent).toContain('เป็นไปตามเกณฑ์ลดหย่อนภาษีของแต่ละปี');
    expect(screen.queryByRole('button', { name: 'บันทึกรายการกองทุน' })).toBeNull();
  });

  it('the plan page links every plan but the tax-saving one to its fund list', () => {
    const { plan: general } = planDetail(plan);
    renderAt(<PlanFundsLink plan={{ ...general, plan_id: '33' }} />);
    expect(screen.getByRole('link', { name: 'แก้ไขรายการกองทุนของแผน' }).getAttribute('href')).toBe('/dashboard/omnibus/3/funds');
    const { plan: tax } = planDetail({ ...plan, plan_type: 'tax-saving' });
    const { container } = renderAt(<PlanFundsLink plan={{ ...tax, plan_id: '34' }} />);
    expect(container.textContent).toBe('');
  });
});
