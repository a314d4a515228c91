import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { CheckoutPanelProps } from '@port/shared/contracts/checkout-panel';
import { singleFundComboId } from '@port/shared/contracts/fund';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import type { ModuleLoader } from '@port/shared/ui/remote-component';
import { amcs, rmfRecommendation, ssfRecommendation, taxSavingPlanList } from '../../../test/recommendation-fixtures';
import { Recommendations } from './recommendations';

const REC = (t: string) => `${portPaths.fundRecommendation}?fund_tax_type=${t}`;
const renderRec = (year: number, signedIn = false, loader?: ModuleLoader) =>
  renderAt(<Recommendations signedIn={signedIn} year={year} returnUrl="/tax-saving-fund" loader={loader} />, {
    path: '/tax-saving-fund',
    route: '/tax-saving-fund',
  });
const tabOrder = () => screen.getAllByTestId(/^tsf-tab-/).map((b) => b.getAttribute('data-testid')!.slice(8));

describe('what is worth buying this year (issue 10 items 2, 3; spec §7 fund_tax_type default rmf)', () => {
  it('2569: RMF (default) and ThaiESG first; SSF and ThaiESGX last, labelled as giving no deduction for 2569', async () => {
    fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [portPaths.amcInfo]: ok(amcs) });
    renderRec(2026);
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    expect(tabOrder()).toEqual(['rmf', 'tesg', 'tesgx', 'ssf']);
    expect(screen.getByTestId('tsf-tab-rmf').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('tsf-tab-rmf').textContent).toBe('RMF');
    for (const t of ['ssf', 'tesgx'])
      expect(screen.getByTestId(`tsf-tab-${t}`).textContent).toContain('ไม่ลดหย่อนภาษีสำหรับการซื้อปี 2569');
    expect(screen.getByTestId('tsf-tab-tesg').textContent).toBe('ThaiESG');
  });

  it('2568: ThaiESGX new money still deducted, so only SSF is last', async () => {
    fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [portPaths.amcInfo]: ok(amcs) });
    renderRec(2025);
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    expect(tabOrder()).toEqual(['rmf', 'tesg', 'tesgx', 'ssf']);
    expect(screen.getByTestId('tsf-tab-tesgx').textContent).toBe('ThaiESGX');
    expect(screen.getByTestId('tsf-tab-ssf').textContent).toContain('ไม่ลดหย่อนภาษีสำหรับการซื้อปี 2568');
  });

  it('the SSF tab in 2569 says why it is not recommended and offers no combo and no buy button', async () => {
    const user = userEvent.setup();
    fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [REC('ssf')]: ok(ssfRecommendation), [portPaths.amcInfo]: ok(amcs) });
    renderRec(2026, true);
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    await user.click(screen.getByTestId('tsf-tab-ssf'));
    const card = await screen.findByTestId('tsf-fund-K-CHANGE-SSF');
    expect(screen.getByTestId('tsf-no-deduction').textContent).toContain('การซื้อ SSF ในปี 2569 ไม่ได้สิทธิลดหย่อนภาษี');
    expect(screen.getByRole('heading', { name: 'กองทุน SSF (ข้อมูลเท่านั้น)' })).toBeTruthy();
    expect(screen.queryByTestId('tsf-combo-combo-ssf-balanced')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.textContent).toContain('สิทธิลดหย่อน: หน่วยลงทุนที่ซื้อตั้งแต่ปี 2568 ไม่ได้สิทธิลดหย่อน');
    // Review item 5: two sentences, no brackets nested in brackets.
    expect(screen.getByTestId('tsf-no-deduction').textContent).not.toMatch(/\([^)]*\(/);
    expect(screen.queryByRole('button', { name: /^ซื้อ/ })).toBeNull();
  });

  it('2570: the ThaiESG tab says its rule is not confirmed yet (provisional row of the 2027 table)', async () => {
    const user = userEvent.setup();
    fakeApi().get({ [REC('rmf')]: ok(rmfRecommendation), [REC('tesg')]: ok(rmfRecommendation), [portPaths.amcInfo]: ok(amcs) });
    renderRec(2027);
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    expect(screen.queryByTestId('tsf-provisional')).toBeNull();
    await user.click(screen.getByTestId('tsf-tab-tesg'));
    expect((await screen.findByTestId('tsf-provisional')).textContent).toContain('ThaiESG สำหรับการซื้อปี 2570 ยังไม่ยืนยัน');
  });

  it('buying one fund opens orders/CheckoutPanel (tsf-combo) for the tax-saving plan, the fund as a one-fund combo, right below its card', async () => {
    const user = userEvent.setup();
    fakeApi().get({
      [REC('rmf')]: ok(rmfRecommendation),
      [portPaths.amcInfo]: ok(amcs),
      [portAggregationPaths.planList]: ok(taxSavingPlanList),
    });
    const seen: CheckoutPanelProps[] = [];
    const loader = vi.fn(async () => ({
      default: (p: CheckoutPanelProps) => {
        seen.push(p);
        return <p>แผงสั่งซื้อ</p>;
      },
    }));
    renderRec(2026, true, loader);
    const buy = await screen.findByRole('button', { name: 'ซื้อ SCBRMS&P500' });
    expect(buy.getAttribute('aria-expanded')).toBe('false');
    await user.click(buy);
    await screen.findByText('แผงสั่งซื้อ');
    expect(loader).toHaveBeenCalledWith('orders/CheckoutPanel');
    expect(seen.at(-1)).toMatchObject({
      mode: 'tsf-combo',
      plan: { plan_id: 'p-tax', account_type: 'segregate', plan_slot: 2, plan_name: 'ลดหย่อนภาษี' },
      combo: { combo_id: singleFundComboId('SCBRMS&P500'), name: 'SCBRMS&P500 (กองทุน SCBRMS&P500)', min_amount: 500 },
    });
    expect(buy.getAttribute('aria-expanded')).toBe('true');
    // The checkout is the list item right after the chosen card.
    expect(screen.getByTestId('tsf-fund-SCBRMS&P500').nextElementSibling?.id).toBe(buy.getAttribute('aria-controls'));
    await user.click(buy);
    expect(screen.queryByText('แผงสั่งซื้อ')).toBeNull();
  });
});
