import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { EMPTY_FUND_RECOMMENDATION } from '@port/shared/contracts/fund';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { planListData } from '@port/shared/test/plan-list';
import { renderAt } from '@port/shared/test/render';
import { amcs, rmfRecommendation } from '../../../test/recommendation-fixtures';
import { Recommendations } from './recommendations';

const REC = (t: string) => `${portPaths.fundRecommendation}?fund_tax_type=${t}`;
const renderRec = (signedIn = false) =>
  renderAt(<Recommendations signedIn={signedIn} year={2026} returnUrl="/tax-saving-fund" />, {
    path: '/tax-saving-fund',
    route: '/tax-saving-fund',
  });

describe('recommended funds and combos (spec §6 public, §7 fund-recommendation + amc-info, §8 empty lists)', () => {
  it('rmf first: each fund with AMC name and logo, risk, 1/3/5-year returns, minimum, holding rule and fact sheet', async () => {
    const fake = fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [portPaths.amcInfo]: ok(amcs) });
    renderRec();
    const card = await screen.findByTestId('tsf-fund-SCBRMS&P500');
    expect(fake.calls).toContain(`GET ${REC('rmf')}`);
    expect(within(card).getByText('บลจ.ไทยพาณิชย์')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/content/amc/scbam.svg');
    expect(card.textContent).toContain('ความเสี่ยงระดับ 6');
    expect(card.textContent).toContain('ซื้อขั้นต่ำ 500.00 บาท');
    expect(within(card).getByText('+12.34%')).toBeTruthy();
    expect(within(card).getAllByText('-')).toHaveLength(2);
    expect(card.textContent).toContain('ถือครองไม่น้อยกว่า 5 ปีนับจากวันที่ซื้อครั้งแรก');
    expect(
      within(card)
        .getByRole('link', { name: /Fact Sheet/ })
        .getAttribute('href'),
    ).toBe('https://www.sec.or.th/fs?fund=SCBRMS&P500');
    expect(within(screen.getByTestId('tsf-fund-B-INNOTECHRMF')).getByText('ยังไม่มีหนังสือชี้ชวนในระบบ')).toBeTruthy();
    expect(screen.getByTestId('tsf-combo-combo-rmf-growth').textContent).toContain('ลงทุนขั้นต่ำ 1,667.00 บาท');
    expect(screen.getByRole('button', { name: 'RMF' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("filter by AMC lists only that AMC's funds; another tax type asks the server for that type", async () => {
    const user = userEvent.setup();
    const fake = fakeApi().get({
      [REC('rmf')]: ok(rmfRecommendation),
      [portPaths.amcInfo]: ok(amcs),
      [REC('tesg')]: ok(EMPTY_FUND_RECOMMENDATION),
    });
    renderRec();
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    const filter = screen.getByRole('combobox', { name: 'บริษัทจัดการกองทุน' });
    // Only AMCs with a fund on the list are offered.
    expect(within(filter).queryByRole('option', { name: 'บลจ.กรุงไทย' })).toBeNull();
    await user.selectOptions(filter, 'BBLAM');
    expect(screen.queryByTestId('tsf-fund-SCBRMS&P500')).toBeNull();
    expect(screen.getByTestId('tsf-fund-B-INNOTECHRMF')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ThaiESG' }));
    expect(await screen.findByTestId('tsf-recommendations-empty')).toBeTruthy();
    expect(fake.calls).toContain(`GET ${REC('tesg')}`);
    expect(screen.getByRole('button', { name: 'ThaiESG' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('both calls failing: "ยังไม่มีกองทุนแนะนำ", never a blank or an error page (spec §8)', async () => {
    fakeApi().get({ [REC('rmf')]: fail(500, 'ขัดข้อง'), [portPaths.amcInfo]: fail(500, 'ขัดข้อง') });
    renderRec();
    expect((await screen.findByTestId('tsf-recommendations-empty')).textContent).toBe('ยังไม่มีกองทุนแนะนำ');
  });

  it('an AMC list failure still shows the funds, named by their AMC code', async () => {
    fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [portPaths.amcInfo]: fail(500, 'ขัดข้อง') });
    renderRec();
    expect(within(await screen.findByTestId('tsf-fund-SCBRMS&P500')).getByText('SCBAM')).toBeTruthy();
  });

  it('buying a combo: a visitor is asked to sign in', async () => {
    const user = userEvent.setup();
    fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [portPaths.amcInfo]: ok(amcs) });
    renderRec(false);
    await user.click(await screen.findByRole('button', { name: 'ซื้อชุด RMF เติบโต' }));
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe(
      '/login?return_url=%2Ftax-saving-fund&action=login',
    );
  });

  it('a customer without a tax-saving plan gets one action, creating it, and no combo or fund buy buttons (review item 1)', async () => {
    fakeApi().get({
      [REC('rmf')]: ok(rmfRecommendation),
      [portPaths.amcInfo]: ok(amcs),
      [portAggregationPaths.planList]: ok(planListDataSchema.parse(planListWithout())),
    });
    renderRec(true);
    const offer = await screen.findByTestId('tsf-no-plan');
    expect(offer.textContent).toContain('คุณยังไม่มีแผนลดหย่อนภาษี');
    expect(within(offer).getByRole('link', { name: 'สร้างแผนลดหย่อนภาษี' }).getAttribute('href')).toBe(
      '/plan-select/plans/tax-saving',
    );
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    expect(screen.getByTestId('tsf-combo-combo-rmf-growth').textContent).toContain('ลงทุนขั้นต่ำ 1,667.00 บาท');
    expect(screen.queryAllByRole('button', { name: /^ซื้อ/ })).toHaveLength(0);
  });
});

describe('recommended funds and the allowed risk (issue 17 "Why" 7)', () => {
  it('a fund above the allowed fund risk (shared/domain/allowed-risk via the trading profile) is flagged on its card', async () => {
    fakeApi().get({
      [REC('rmf')]: ok(rmfRecommendation),
      [portPaths.amcInfo]: ok(amcs),
      [portAggregationPaths.planList]: ok(planListDataSchema.parse(planListWithout())),
      [portPaths.tradingProfile]: ok({
        ...{ suit_risk_level: 5, suit_state: 'current', suit_expiry: '2027-06-30' },
        ...{ can_buy: true, can_sell: true, refusals: [] },
      }),
    });
    renderRec(true);
    const card = await screen.findByTestId('tsf-fund-SCBRMS&P500');
    expect((await within(card).findByTestId('above-allowed-risk')).textContent).toBe(
      'สูงกว่าระดับที่คุณลงทุนได้ (กองทุนเสี่ยงระดับ 1–5) ต้องยืนยันรับทราบความเสี่ยงก่อนซื้อ',
    );
  });
});

function planListWithout() {
  return planListData({ can_oa: { segregate: 'DISABLED' } });
}
