import { expect, test, type Locator, type Page } from '../support/test';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { PlanTypeInfo } from '@port/shared/contracts/plan-select';
import { demoAccount } from '../support/accounts';
import { apiGet, thaiMoney } from '../support/api';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';

/**
 * Issue 17 "What must be shown" (spec §1 plans and tax-saving funds, §7 fast-checkout): a plan's
 * rules as a new customer meets them, from the create form to placed orders. Signed in as
 * `privatewealth` (approved omnibus and segregate accounts, a current assessment), whom no other
 * browser test creates plans for.
 */
const SCREENS = process.env.RULEBOOK_SCREENS;
const next = (page: Page) => page.getByRole('button', { name: 'ถัดไป' }).click();

async function signInAsPrivateWealth(page: Page) {
  const account = demoAccount('privatewealth');
  await signIn(page, account.username, account.password, '/dashboard');
}

/** The form up to the review: no goal, no monthly amount, the recommended level, a name. */
async function createToReview(page: Page, planType: string, initial: string, name: string) {
  await page.goto(`/plan-select/plans/${planType}/create`);
  await page.getByLabel('ยังไม่กำหนดเงินเป้าหมาย').check();
  await page.getByLabel('ยังไม่กำหนดระยะเวลา').check();
  await next(page);
  await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill(initial);
  await page.getByLabel('ไม่ลงทุนรายเดือน').check();
  await next(page);
  await next(page);
  await page.getByLabel('ชื่อแผน').fill(name);
  await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
  await expect(page).toHaveURL(new RegExp(`/plan-select/plans/${planType}/review$`));
}

/** Confirms the checkout's last step, ticking each acknowledgement it asks for. */
async function confirmOrders(checkout: Locator) {
  const riskAck = checkout.getByRole('checkbox', { name: /มีความเสี่ยงสูงกว่าระดับที่ข้าพเจ้ายอมรับได้/ });
  if (await riskAck.count()) await riskAck.check();
  await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
}

const plansNamed = async (page: Page, name: string) =>
  (await apiGet<PlanListData>(page, portAggregationPaths.planList)).accounts
    .flatMap((a) => a.plans.map((p) => ({ ...p, account_type: a.account_type })))
    .filter((p) => p.plan_name === name);

test.describe('a tax-saving plan created today (issue 17 "What must be shown" 1; spec §1 tax-saving funds)', () => {
  // A whole journey (create, review, checkout, placed): minutes on a loaded machine.
  test.describe.configure({ timeout: 240_000 });
  test('holds no SSF or ThaiESGX; its invest-now checkout places what the review showed and asks for the holding acknowledgement', async ({
    page,
  }) => {
    await signInAsPrivateWealth(page);
    const name = 'ลดหย่อนภาษีปีนี้';
    await createToReview(page, 'tax-saving', '20000', name);
    const model = page.getByTestId('model-portfolio');
    // 2569 purchases: RMF and ThaiESG deduct, SSF and ThaiESGX do not (tax-rulebook).
    await expect(model).toContainText('SCBRMS&P500');
    await expect(model).toContainText('TISCOESG-A');
    await expect(model).not.toContainText('K-CHANGE-SSF');
    await expect(model).not.toContainText('KT-TESGX');
    const weights = model.getByRole('row').filter({ hasText: /SCBRMS&P500|TISCOESG-A/ });
    await expect(weights.filter({ hasText: 'SCBRMS&P500' })).toContainText('60.00%');
    await expect(weights.filter({ hasText: 'TISCOESG-A' })).toContainText('40.00%');
    await screenshots(page, SCREENS, 'tax-plan-review');
    await page.getByTestId('confirm-plan').click();
    await page.getByTestId('invest-now').click();

    const checkout = page.getByRole('region', { name: 'ลงทุนครั้งแรก' });
    await expect(checkout.getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)')).toHaveValue('20000.00');
    await next(page);
    await next(page);
    await expect(checkout.getByRole('heading', { name: 'ตรวจสอบและยืนยันคำสั่ง' })).toBeVisible();
    // Exactly the review's weights of 20,000: 12,000 RMF and 8,000 ThaiESG, nothing else.
    const lines = checkout.getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'SCBRMS&P500' })).toContainText('12,000.00');
    await expect(lines.filter({ hasText: 'TISCOESG-A' })).toContainText('8,000.00');
    const conditions = checkout.getByTestId('tax-fund-conditions');
    await expect(conditions.getByTestId('tax-fund-condition')).toHaveCount(2);
    await expect(conditions).toContainText('ใช้สิทธิลดหย่อนภาษีของปี 2569 ได้');
    await screenshots(page, SCREENS, 'tax-plan-checkout');
    await confirmOrders(checkout);
    await expect(checkout.getByRole('alert')).toContainText('กรุณายืนยันว่ารับทราบเงื่อนไขของกองทุนลดหย่อนภาษีก่อนส่งคำสั่ง');
    expect(await plansNamed(page, name).then(async ([plan]) => pendingOrders(page, plan!))).toHaveLength(0);
    await conditions.getByRole('checkbox', { name: /รับทราบเงื่อนไขการถือครองของกองทุนลดหย่อนภาษี/ }).check();
    await confirmOrders(checkout);
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
    await checkout.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    const [plan] = await plansNamed(page, name);
    const placed = await pendingOrders(page, plan!);
    expect(placed.map((o) => [o.fund_shortcode, o.amount]).sort()).toEqual([
      ['SCBRMS&P500', 12000],
      ['TISCOESG-A', 8000],
    ]);
  });
});

async function pendingOrders(page: Page, plan: { account_type: string; plan_slot: number }) {
  const accountType = plan.account_type as 'omnibus' | 'segregate';
  const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail(accountType, plan.plan_slot));
  return detail.trading.pending_orders;
}

test.describe('the advertised minimum of each plan type can be bought (issue 17 "What must be shown" 2, "Why" 3)', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const planType of ['goal-based', '1stm', 'goe', 'retirement', 'general', 'tax-saving']) {
    test(`${planType}: at the recommended level, below the minimum is refused in the form, the minimum passes checkout`, async ({
      page,
    }) => {
      await signInAsPrivateWealth(page);
      const info = await apiGet<PlanTypeInfo>(page, `${portPaths.planSelectInfo(planType)}`);
      const level = info.customer_risk_level!;
      const minimum = info.min_initial_by_level[level - 1]!;
      expect(minimum).toBeGreaterThan(0);
      const name = `ขั้นต่ำ ${planType}`;
      await page.goto(`/plan-select/plans/${planType}/create`);
      await page.getByLabel('ยังไม่กำหนดเงินเป้าหมาย').check();
      await page.getByLabel('ยังไม่กำหนดระยะเวลา').check();
      await next(page);
      await expect(page.getByText(`ขั้นต่ำ ${thaiMoney(minimum)}\u00a0บาท`, { exact: true })).toBeVisible();
      await page.getByLabel('ไม่ลงทุนรายเดือน').check();
      await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill(String(minimum - 1));
      await next(page);
      await expect(page.getByText(`เงินลงทุนเริ่มต้นต้องไม่น้อยกว่า ${thaiMoney(minimum)} บาท`)).toBeVisible();
      await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill(String(minimum));
      await next(page);
      await next(page);
      await page.getByLabel('ชื่อแผน').fill(name);
      await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
      await expect(page).toHaveURL(new RegExp(`/plan-select/plans/${planType}/review$`));
      await page.getByTestId('confirm-plan').click();
      await page.getByTestId('invest-now').click();
      const checkout = page.getByRole('region', { name: 'ลงทุนครั้งแรก' });
      await expect(checkout.getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)')).toHaveValue(minimum.toFixed(2));
      await next(page);
      await next(page);
      await expect(checkout.getByRole('heading', { name: 'ตรวจสอบและยืนยันคำสั่ง' })).toBeVisible();
      const taxAck = checkout.getByRole('checkbox', { name: /รับทราบเงื่อนไขการถือครอง/ });
      if (planType === 'tax-saving') await taxAck.check();
      await confirmOrders(checkout);
      await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
      const [plan] = await plansNamed(page, name);
      const placed = await pendingOrders(page, plan!);
      expect(placed.reduce((sum, o) => sum + Math.round((o.amount ?? 0) * 100), 0)).toBe(minimum * 100);
    });
  }
});
