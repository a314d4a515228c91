import { expect, test, type Page } from '../support/test';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import type { AmcInfo, FundRecommendation } from '@port/shared/contracts/fund';
import type { TaxSavingFund } from '@port/shared/contracts/tax-saving';
import { demoUser } from '../support/accounts';
import { apiGet, thaiMoney } from '../support/api';
import { axeViolations } from '../support/axe';
import { BUSINESS_CLOCK_AT } from '../support/env';
import { screenshots } from '../support/screens';
import { answerConsent, signIn } from '../support/sign-in';
import { confirmTsfCheckout } from '../support/tsf-checkout';

const TSF = '/tax-saving-fund';
const TYPES = ['ssf', 'rmf', 'tesg', 'tesgx'] as const;

/** The page's clock is the suite's business date, like the server's, so "this year" never depends on today. */
async function pinClock(page: Page) {
  await page.clock.setFixedTime(new Date(BUSINESS_CLOCK_AT));
}

test.describe('issue 10: the tax-saving fund page against the real server', () => {
  test('signed out: recommendations and AMCs show, the personal parts ask to sign in (spec §6, §7)', async ({ page }) => {
    await pinClock(page);
    await page.goto(TSF);
    await answerConsent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'กองทุนลดหย่อนภาษี' })).toBeVisible();
    const recommendation = await apiGet<FundRecommendation>(page, `${portPaths.fundRecommendation}?fund_tax_type=rmf`);
    const amcs = await apiGet<AmcInfo[]>(page, portPaths.amcInfo);
    const fund = recommendation.individual.funds[0]!;
    const card = page.getByTestId(`tsf-fund-${fund.fund_shortcode}`);
    await expect(card).toContainText(amcs.find((a) => a.amc_code === fund.amc_code)!.name_th);
    await expect(card).toContainText(fund.fund_name_th);
    await expect(page.getByTestId(`tsf-combo-${recommendation.port.combos[0]!.combo_id}`)).toBeVisible();
    // Review item 2: a combo's minimum is a whole-baht amount that can be bought.
    for (const combo of recommendation.port.combos) expect(Number.isInteger(combo.min_amount), combo.combo_id).toBe(true);
    await expect(page.getByTestId(`tsf-combo-${recommendation.port.combos[0]!.combo_id}`)).toContainText(
      /ลงทุนขั้นต่ำ [\d,]+\.00 บาท/,
    );
    for (const section of ['tsf-totals', 'tsf-sell-card']) {
      const link = page.getByTestId(section).getByRole('link', { name: 'เข้าสู่ระบบ' });
      await expect(link).toHaveAttribute('href', /^\/login\?return_url=%2Ftax-saving-fund/);
    }
    expect(await axeViolations(page, '[data-testid="tsf-page"]')).toEqual([]);
    await screenshots(page, process.env.TSF_SCREENS, 'tsf-signed-out');
  });

  test("signed in as investor: this year's and last year's totals equal what the API returns (spec §3, §9)", async ({ page }) => {
    await signIn(page, demoUser().username, demoUser().password, TSF);
    await pinClock(page);
    await page.reload();
    const totals = await apiGet<TaxSavingFund>(page, otherPaths.taxSavingFund);
    for (const year of [2026, 2025]) {
      const row = totals.find((y) => y.year === year)!;
      await expect(page.getByTestId(`tsf-year-${year}`)).toContainText(`ปี ${year + 543}`);
      for (const type of TYPES) await expect(page.getByTestId(`tsf-cost-${year}-${type}`)).toHaveText(thaiMoney(row.cost[type]));
    }
    expect(
      totals.find((y) => y.year === 2026)!.cost.rmf + totals.find((y) => y.year === 2025)!.cost.rmf,
      'the investor bought RMF',
    ).toBeGreaterThan(0);
    await expect(page.getByTestId('tsf-totals-fallback')).toHaveCount(0);
    // Nearest first: the SSF bought in 2568 gave no deduction, so there is none to lose; RMF waits its five years.
    const sellDates = page.getByTestId('tsf-sell-dates').getByRole('listitem');
    await expect(sellDates.first()).toContainText('K-CHANGE-SSF');
    await expect(sellDates.first()).toContainText('ไม่มีสิทธิลดหย่อนให้เสีย');
    // Review item 3: an RMF's date comes with the age of 55, never alone.
    await expect(sellDates.filter({ hasText: 'SCBRMS&P500' }).first()).toContainText('นับจากการซื้อ RMF ครั้งแรก (ตั้งแต่');
    await expect(sellDates.filter({ hasText: 'SCBRMS&P500' }).first()).toContainText('และมีอายุครบ 55 ปี');
    const income = page.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ });
    await income.fill('1000000');
    await income.blur();
    await expect(income).toHaveValue('1,000,000');
    // ThaiESG on 1,000,000 baht: 30 % = 300,000 (the cap), less what the API says was bought this year.
    const tesgBought = totals.find((y) => y.year === 2026)!.cost.tesg;
    await expect(page.getByTestId('tsf-room-tesg')).toHaveText(thaiMoney(Math.max(0, 300_000 - tesgBought)));
    await page
      .getByRole('button', { name: /^ซื้อชุด / })
      .first()
      .click();
    expect(await axeViolations(page, '[data-testid="tsf-page"]')).toEqual([]);
    // At phone width the room table is stacked rows in its keyboard-reachable region.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page, '[data-testid="tsf-page"]')).toEqual([]);
    await screenshots(page, process.env.TSF_SCREENS, 'tsf-investor');
    // Review items 6, 7: 320 px too; the open checkout fits its box.
    if (process.env.TSF_SCREENS) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.screenshot({ path: `${process.env.TSF_SCREENS}/tsf-investor-320.png`, fullPage: true });
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.getByTestId('tsf-checkout').screenshot({ path: `${process.env.TSF_SCREENS}/tsf-checkout-${width}.png` });
      }
    }
  });

  test('the tax-saving call failing (aborted with page.route) shows zeros for both years, the rest of the page works (spec §8)', async ({
    page,
  }) => {
    await signIn(page, demoUser().username, demoUser().password, TSF);
    await pinClock(page);
    // The tax-saving totals call is made to fail at the network: page.route(...).abort().
    await page.route(`**${otherPaths.taxSavingFund}`, (route) => route.abort());
    await page.reload();
    await expect(page.getByTestId('tsf-totals-fallback')).toBeVisible();
    for (const year of [2026, 2025]) {
      for (const type of TYPES) await expect(page.getByTestId(`tsf-cost-${year}-${type}`)).toHaveText('0.00');
      await expect(page.getByTestId(`tsf-total-${year}`)).toHaveText('0.00');
    }
    await expect(page.getByTestId('tsf-recommendations').getByRole('button', { name: 'RMF', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`${TSF}$`));
  });

  test('buying a combo through orders/CheckoutPanel creates orders the plan page lists (issue 10 item 3; spec §7 tsf-combo)', async ({
    page,
  }) => {
    await signIn(page, demoUser().username, demoUser().password, TSF);
    const combos = page.getByTestId('tsf-recommendations');
    await combos
      .getByRole('button', { name: /^ซื้อชุด RMF/ })
      .first()
      .click();
    await expect(page.getByTestId('tsf-checkout')).toContainText('ในแผน "ลดหย่อนภาษี"');
    await page.getByRole('button', { name: 'ใช้ยอดขั้นต่ำ' }).click();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    const { result } = await confirmTsfCheckout(page);
    expect(result.orders.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    await expect(page.getByTestId('tsf-combo-placed')).toBeVisible();
    await page.getByRole('link', { name: 'ไปที่แผนลดหย่อนภาษี' }).click();
    await expect(page).toHaveURL(/\/dashboard\/segregate\/2$/);
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('segregate', 2));
    if (detail.show_feature_acknowledgement.aa_welcome) {
      const welcome = page.getByRole('dialog', { name: 'รู้จักการปรับพอร์ตอัตโนมัติ' });
      await welcome.getByRole('button', { name: 'รับทราบ' }).click();
    }
    for (const order of result.orders) {
      expect(detail.trading.pending_orders.map((o) => o.order_no)).toContain(order.order_no);
      await expect(page.getByRole('button', { name: new RegExp(`เลขที่ ${order.order_no}$`) })).toBeVisible();
    }
  });
});
