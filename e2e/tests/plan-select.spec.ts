import { expect, test, type Page } from '../support/test';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { PlanListData } from '@port/shared/contracts/plan-list';
import { demoAccount, demoUser } from '../support/accounts';
import { apiGet, thaiMoney } from '../support/api';
import { axeViolations } from '../support/axe';
import { idpOrigin } from '../support/env';
import { screenshots } from '../support/screens';
import { answerConsent } from '../support/sign-in';

const PLAN_NAME = 'เที่ยวญี่ปุ่นกับครอบครัว';

/** The identity provider's own Thai page, reached from a link of the app. */
async function signInAtProvider(page: Page, username: string, password: string) {
  await page.waitForURL((url) => url.origin === idpOrigin, { timeout: 90_000 });
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL((url) => url.origin !== idpOrigin && !url.pathname.startsWith('/auth/'), { timeout: 90_000 });
}

const next = (page: Page) => page.getByRole('button', { name: 'ถัดไป' }).click();

async function countPlansNamed(page: Page, name: string) {
  const list = await apiGet<PlanListData>(page, portAggregationPaths.planList);
  return list.accounts.flatMap((a) => a.plans).filter((p) => p.plan_name === name);
}

test.describe('issue 9: choosing and creating a goal plan against the real server', () => {
  test('signed out browse → create with a live projection → sign in → review keeps the draft → one plan from a double click → plan page; edit the target', async ({
    page,
  }) => {
    await page.goto('/plan-select');
    await answerConsent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'เลือกแผนการลงทุน' })).toBeVisible();
    const card = page.getByTestId('plan-type-goal-based');
    // The rulebook's minimum at the suggested level 5 (KFSMART 60 % / K-FIXED 40 %, fund minimums 500): 1,250 (issue 17).
    await expect(card).toContainText('1,250.00 บาท');
    await screenshots(page, process.env.PLAN_SELECT_SCREENS, 'overview');
    await card.getByRole('link').click();
    await expect(page.getByTestId('model-portfolio')).toContainText('KFSMART');
    await screenshots(page, process.env.PLAN_SELECT_SCREENS, 'plan-type');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('link', { name: 'เริ่มสร้างแผนนี้' }).click();

    await page.getByLabel('เงินเป้าหมาย (บาท)').fill('600000');
    await page.getByLabel('ระยะเวลา (ปี)').fill('8');
    await next(page);
    await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill('500');
    await next(page);
    await expect(page.getByText('เงินลงทุนเริ่มต้นต้องไม่น้อยกว่า 1,250.00 บาท')).toBeVisible();
    await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill('20000');
    await page.getByLabel('เงินลงทุนรายเดือน (บาท)').fill('4000');
    await next(page);
    await expect(page.getByTestId('risk-signed-out-note')).toBeVisible();
    // The projection from the server: the probability and the band chart with its table.
    await expect(page.getByTestId('goal-probability')).toHaveText(/\d+\.\d{2}%/);
    await expect(page.getByTestId('wealth-band-chart')).toBeVisible();
    await expect(page.getByTestId('projection-table').locator('tbody tr')).toHaveCount(8);
    await screenshots(page, process.env.PLAN_SELECT_SCREENS, 'create');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await next(page);
    await page.getByLabel('ชื่อแผน').fill('    ');
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
    await expect(page.getByText('กรุณาระบุชื่อแผน (ห้ามเป็นช่องว่างอย่างเดียว)')).toBeVisible();
    await page.getByLabel('ชื่อแผน').fill(PLAN_NAME);
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();

    await expect(page).toHaveURL(/\/plan-select\/plans\/goal-based\/review$/);
    const { username, password } = demoUser();
    await page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อสร้างแผน' }).click();
    await signInAtProvider(page, username, password);
    await expect(page).toHaveURL(/\/plan-select\/plans\/goal-based\/review$/);
    const summary = page.getByTestId('review-summary');
    await expect(summary).toContainText(PLAN_NAME);
    await expect(summary).toContainText('600,000.00 บาท');
    await expect(summary).toContainText('20,000.00 บาท');
    await expect(page.getByTestId('model-portfolio')).toBeVisible();
    await screenshots(page, process.env.PLAN_SELECT_SCREENS, 'review');
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(await countPlansNamed(page, PLAN_NAME)).toHaveLength(0);
    await page.getByTestId('confirm-plan').dblclick();
    // Created: the invest-now offer (orders/CheckoutPanel) beside an obvious way to the plan's page.
    await expect(page.getByRole('heading', { name: `สร้างแผน “${PLAN_NAME}” เรียบร้อยแล้ว` })).toBeVisible();
    await expect(page.getByTestId('invest-now')).toBeVisible();
    await screenshots(page, process.env.PLAN_SELECT_SCREENS, 'saved');
    await page.getByTestId('go-to-plan').click();
    const [plan, ...others] = await countPlansNamed(page, PLAN_NAME);
    expect(others).toHaveLength(0);
    await expect(page).toHaveURL(new RegExp(`/dashboard/omnibus/${plan!.plan_slot}$`));
    await expect(page.getByTestId('plan-header')).toContainText(PLAN_NAME);
    await expect(page.getByTestId('plan-goal')).toContainText(thaiMoney(600000));
    // The dashboard's plan list (reached in the app, not by reloading) lists it.
    await page.getByRole('link', { name: 'พอร์ตของฉัน' }).first().click();
    await expect(page.locator(`[data-testid="plan-row"][data-plan-id="${plan!.plan_id}"]`)).toContainText(PLAN_NAME);

    // Edit by slot, as the dashboard links to it.
    await page.goto(`/plan-select/plans/goal-based/create?action=2&planSlot=${plan!.plan_slot}`);
    await expect(page.getByLabel('เงินเป้าหมาย (บาท)')).toHaveValue('600000');
    await page.getByLabel('เงินเป้าหมาย (บาท)').fill('750000');
    await next(page);
    await next(page);
    await next(page);
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
    await page.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
    // An edit goes straight to the plan's page.
    await expect(page).toHaveURL(new RegExp(`/dashboard/omnibus/${plan!.plan_slot}$`));
    await expect(page.getByTestId('plan-goal')).toContainText(thaiMoney(750000));
    expect(await countPlansNamed(page, PLAN_NAME)).toHaveLength(1);
  });

  test('a customer without an approved account is told to open one first (link to /oa-landing)', async ({ page }) => {
    await page.goto('/plan-select/plans/1stm/create');
    await answerConsent(page);
    await page.getByLabel('ยังไม่กำหนดเงินเป้าหมาย').check();
    await page.getByLabel('ยังไม่กำหนดระยะเวลา').check();
    await next(page);
    await page.getByLabel('ไม่ลงทุนรายเดือน').check();
    await next(page);
    await next(page);
    await page.getByLabel('ชื่อแผน').fill('แผนแรก');
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
    const { username, password } = demoAccount('new');
    await page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อสร้างแผน' }).click();
    await signInAtProvider(page, username, password);
    await page.getByTestId('confirm-plan').click();
    await expect(page.getByTestId('save-error').getByRole('link', { name: 'เปิดบัญชีลงทุน' })).toHaveAttribute('href', '/oa-landing');
  });

  test('playlists compare funds with returns from the NAV history; a service level shows its minimum (spec §7 playlist/{id}, sla/{id})', async ({
    page,
  }) => {
    await page.goto('/plan-select/playlists/global-equity');
    await answerConsent(page);
    const table = page.getByTestId('playlist-table');
    // 1-, 3- and 5-year returns from the seeded five-year NAV history (spec §7 playlist/{id}).
    const first = table.locator('tbody tr').first().locator('td');
    for (const i of [0, 1, 2]) await expect(first.nth(i)).toHaveText(/^[+-]?\d+\.\d{2}%$/);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshots(page, process.env.PLAN_SELECT_SCREENS, 'playlist');
    await page.goto('/plan-select/sla/private-wealth');
    await expect(page.getByTestId('sla-min-aum')).toHaveText('2,000,000.00 บาท');
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อดูระดับบริการของคุณ' })).toBeVisible();
  });
});
