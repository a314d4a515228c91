import { expect, test, type Page } from '../support/test';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { singleFundComboId, type FundRecommendation } from '@port/shared/contracts/fund';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import { demoAccount, demoUser } from '../support/accounts';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { BUSINESS_CLOCK_AT } from '../support/env';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';
import { confirmTsfCheckout } from '../support/tsf-checkout';

const TSF = '/tax-saving-fund';

/** The page's clock is the suite's business date, like the server's, so "this year" never depends on today. */
async function pinClock(page: Page) {
  await page.clock.setFixedTime(new Date(BUSINESS_CLOCK_AT));
}

test.describe('issue 10 item 3: buying one recommended tax-saving fund, and what a customer without the plan sees', () => {
  test('one recommended RMF fund bought through orders/CheckoutPanel becomes a pending order on the plan page (spec §7 tsf-combo)', async ({
    page,
  }) => {
    await signIn(page, demoUser().username, demoUser().password, TSF);
    await pinClock(page);
    await page.reload();
    const recommendation = await apiGet<FundRecommendation>(page, `${portPaths.fundRecommendation}?fund_tax_type=rmf`);
    const fund = recommendation.individual.funds[0]!;
    const card = page.getByTestId(`tsf-fund-${fund.fund_shortcode}`);
    await card.getByRole('button', { name: `ซื้อ ${fund.fund_shortcode}` }).click();
    // Review item 7: the checkout names the fund and the plan, and has one close button (the panel's).
    await expect(page.getByTestId('tsf-checkout')).toContainText(
      `ซื้อ ${fund.fund_shortcode} (${fund.fund_name_th}) ในแผน "ลดหย่อนภาษี"`,
    );
    await expect(page.getByTestId('tsf-checkout').getByRole('button', { name: 'ปิด' })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'จำนวนเงินที่ต้องการลงทุน (บาท)' }).fill('2,500');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByText(`${fund.fund_shortcode} (${fund.fund_name_th}) จำนวน 2,500.00 บาท`)).toBeVisible();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    const { response, result } = await confirmTsfCheckout(page);
    expect(response.request().postDataJSON()).toMatchObject({ combo_id: singleFundComboId(fund.fund_shortcode), amount: 2500 });
    expect(result.orders.map((o) => [o.fund_shortcode, o.order_type])).toEqual([[fund.fund_shortcode, 'buy']]);
    expect(result.total_amount).toBe(2500);
    await page.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    await page.getByRole('link', { name: 'ไปที่แผนลดหย่อนภาษี' }).click();
    await expect(page).toHaveURL(/\/dashboard\/segregate\/2$/);
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('segregate', 2));
    if (detail.show_feature_acknowledgement.aa_welcome) {
      await page.getByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' }).getByRole('button', { name: 'รับทราบ' }).click();
    }
    const order = result.orders[0]!;
    expect(detail.trading.pending_orders.map((o) => o.order_no)).toContain(order.order_no);
    await expect(page.getByRole('button', { name: new RegExp(`เลขที่ ${order.order_no}$`) })).toBeVisible();
  });

  test('2569: SSF and ThaiESGX come last, say they give no deduction, and offer nothing to buy (spec §7 default rmf)', async ({
    page,
  }) => {
    await signIn(page, demoUser().username, demoUser().password, TSF);
    await pinClock(page);
    await page.reload();
    const tabs = page.getByTestId('tsf-recommendations').getByRole('group', { name: 'ประเภทกองทุนลดหย่อนภาษี' }).getByRole('button');
    await expect(tabs).toHaveText([
      'RMF',
      'ThaiESG',
      /^ThaiESGXไม่ลดหย่อนภาษีสำหรับการซื้อปี 2569$/,
      /^SSFไม่ลดหย่อนภาษีสำหรับการซื้อปี 2569$/,
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('tsf-tab-ssf').click();
    await expect(page.getByTestId('tsf-no-deduction')).toContainText('การซื้อ SSF ในปี 2569 ไม่ได้สิทธิลดหย่อนภาษี');
    await expect(page.getByTestId('tsf-recommendations').getByRole('button', { name: /^ซื้อ/ })).toHaveCount(0);
    await screenshots(page, process.env.TSF_SCREENS, 'tsf-ssf-tab');
    // The room table at phone width: stacked rows, the room left readable without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ }).fill('1000000');
    const rmfRoom = page.getByTestId('tsf-room-rmf');
    await rmfRoom.scrollIntoViewIfNeeded();
    const box = (await rmfRoom.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'สิทธิลดหย่อนที่เหลือแยกตามประเภทกองทุน' });
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByTestId('tsf-room-reason-tesgx')).toContainText('ไม่ลดหย่อนภาษีสำหรับการซื้อปี 2569');
    expect(await axeViolations(page, '[data-testid="tsf-page"]')).toEqual([]);
  });

  test('a customer without a tax-saving plan gets one action, creating it, and no buy buttons (review item 1); screenshots at 390 and 1280 px', async ({
    page,
  }) => {
    const customer = demoAccount('exclusive');
    await signIn(page, customer.username, customer.password, TSF);
    await pinClock(page);
    await page.reload();
    // Review item 1: one action, creating the plan; nothing to buy until the plan exists.
    await expect(page.getByTestId('tsf-no-plan')).toContainText('คุณยังไม่มีแผนลดหย่อนภาษี');
    await expect(page.getByTestId('tsf-fund-SCBRM2')).toBeVisible();
    await expect(page.getByTestId('tsf-recommendations').getByRole('button', { name: /^ซื้อ/ })).toHaveCount(0);
    await expect(page.getByTestId('tsf-no-plan').getByRole('link', { name: 'สร้างแผนลดหย่อนภาษี' })).toHaveAttribute(
      'href',
      '/plan-select/plans/tax-saving',
    );
    await page.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ }).fill('850000');
    expect(await axeViolations(page, '[data-testid="tsf-page"]')).toEqual([]);
    await screenshots(page, process.env.TSF_SCREENS, 'tsf-no-plan');
    // The offer leads to the tax-saving plan type of plan-select, where the plan is created.
    await page.getByTestId('tsf-no-plan').getByRole('link', { name: 'สร้างแผนลดหย่อนภาษี' }).click();
    await expect(page).toHaveURL(/\/plan-select\/plans\/tax-saving$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ลดหย่อนภาษี');
  });
});
