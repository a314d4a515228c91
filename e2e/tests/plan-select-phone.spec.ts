import { expect, test, type Page } from '../support/test';
import { demoUser } from '../support/accounts';
import { withDatabase } from '../support/db';
import { screenshots } from '../support/screens';
import { answerConsent, signIn } from '../support/sign-in';

const PHONE = { width: 390, height: 900 };
const dir = process.env.PLAN_SELECT_SCREENS;

/** Screenshots at 390 and 1280 px (when a dir is given), then back to the phone. */
async function shoot(page: Page, name: string) {
  await screenshots(page, dir, name);
  await page.setViewportSize(PHONE);
}

/** Nothing on the page is wider than the phone (no sideways scrolling, nothing cut off at the edge). */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const next = (page: Page) => page.getByRole('button', { name: 'ถัดไป' }).click();

/** A goal draft up to the projection: 600,000 บาท in 8 years, 20,000 บาท now and 4,000 บาท a month. */
async function draftUpToRisk(page: Page) {
  await page.getByLabel('ประเภทเป้าหมาย').selectOption('education');
  await page.getByLabel('เงินเป้าหมาย (บาท)').fill('600000');
  await page.getByLabel('ระยะเวลา (ปี)').fill('8');
  await next(page);
  await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill('20000');
  await page.getByLabel('เงินลงทุนรายเดือน (บาท)').fill('4000');
  await next(page);
  await expect(page.getByTestId('goal-probability')).toHaveText(/\d+\.\d{2}%/);
}

/** The wealth path's axes: Buddhist-era years from the business date (2026 → 2569) and Thai money labels. */
async function chartHasThaiAxes(page: Page) {
  const chart = page.getByTestId('wealth-band-chart');
  await expect(chart.getByTestId('x-tick').first()).toHaveText('2569');
  await expect(chart.getByTestId('x-tick').last()).toHaveText('2577');
  await expect(chart.getByTestId('y-tick').nth(1)).toHaveText(/^[\d,.]+( ล้าน)?$/);
  await expect(chart.locator('text', { hasText: 'ปี (พ.ศ.)' })).toHaveCount(1);
}

test.describe('issue 9 at 390 px (spec §9 layouts): what a Thai investor sees on a phone', () => {
  test.use({ viewport: PHONE });

  test('signed out: overview, plan type, create with chart axes, review with the projection before the action, playlist as cards, service level', async ({
    page,
  }) => {
    await page.goto('/plan-select');
    await answerConsent(page);
    await expect(page.getByTestId('plan-type-goal-based')).toBeVisible();
    await fitsThePhone(page);
    await shoot(page, 'out-overview');
    await page.goto('/plan-select/plans/goal-based');
    await expect(page.getByTestId('model-portfolio')).toBeVisible();
    await fitsThePhone(page);
    await shoot(page, 'out-plan-type');
    await page.getByRole('link', { name: 'เริ่มสร้างแผนนี้' }).click();
    await draftUpToRisk(page);
    await chartHasThaiAxes(page);
    await fitsThePhone(page);
    await shoot(page, 'out-create');
    await next(page);
    await page.getByLabel('ชื่อแผน').fill('ทุนการศึกษาลูก');
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
    const summary = page.getByTestId('review-summary');
    await expect(summary).toContainText('การศึกษา');
    await expect(summary).not.toContainText('ไม่กำหนด');
    const projection = await page.getByTestId('goal-probability').boundingBox();
    const action = await page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อสร้างแผน' }).boundingBox();
    expect(projection!.y).toBeLessThan(action!.y);
    await fitsThePhone(page);
    await shoot(page, 'out-review');

    await page.goto('/plan-select/playlists/global-equity');
    const card = page.getByTestId('playlist-cards').locator('li').first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('playlist-table')).toBeHidden();
    await expect(card.locator('dd').nth(2)).toHaveText(/^[+-]?\d+\.\d{2}%$/); // the 5-year return
    await fitsThePhone(page);
    await shoot(page, 'out-playlist');
    await page.goto('/plan-select/sla/private-wealth');
    await expect(page.getByTestId('sla-min-aum')).toHaveText('2,000,000.00 บาท');
    await fitsThePhone(page);
    await shoot(page, 'out-sla');
  });

  test('signed in as the investor: recommended risk, the same pages, and the own service level', async ({ page }) => {
    // The story below is the investor at suitability level 7; the seed gives 8 (its riskiest plan),
    // and the suite used to pass only because orders.spec left 7 behind (issue 22 item 5).
    await withDatabase((db) => db.query("update customers set suit_risk_level = 7 where id = 'C0003'"));
    const { username, password } = demoUser();
    await signIn(page, username, password, '/plan-select');
    await expect(page.getByTestId('plan-type-goal-based')).toBeVisible();
    await shoot(page, 'in-overview');
    await page.goto('/plan-select/plans/goal-based');
    await expect(page.getByTestId('model-portfolio')).toBeVisible();
    // Review item 2: one story: the demo investor's result (level 4, funds up to 7) is the plan level the type page recommends.
    await expect(page.getByTestId('plan-type-risk')).toContainText('แนะนำสำหรับคุณ: ระดับ 7');
    await expect(page.getByText('ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–7')).toBeVisible();
    await shoot(page, 'in-plan-type');
    await page.goto('/plan-select/plans/goal-based/create');
    await draftUpToRisk(page);
    await expect(page.getByTestId('risk-yours')).toContainText(
      'ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–7',
    );
    await expect(page.getByRole('radio', { name: /ระดับ 7/ })).toBeChecked();
    await chartHasThaiAxes(page);
    await expect(page.getByTestId('dividend-bars').getByTestId('x-tick').first()).toHaveText(/^25\d\d$/);
    await fitsThePhone(page);
    await shoot(page, 'in-create');
    await next(page);
    await page.getByLabel('ชื่อแผน').fill('ทุนการศึกษาลูก');
    await page.getByRole('button', { name: 'ตรวจสอบแผน' }).click();
    // The review page loads on its first visit (issue 19): measure once it is drawn.
    await expect(page.getByTestId('goal-probability')).toBeVisible();
    await expect(page.getByTestId('confirm-plan')).toBeVisible();
    const projection = await page.getByTestId('goal-probability').boundingBox();
    const confirm = await page.getByTestId('confirm-plan').boundingBox();
    expect(projection!.y).toBeLessThan(confirm!.y);
    await fitsThePhone(page);
    await shoot(page, 'in-review');
    await page.goto('/plan-select/playlists/global-equity');
    await expect(page.getByTestId('playlist-cards')).toBeVisible();
    await fitsThePhone(page);
    await shoot(page, 'in-playlist');
    await page.goto('/plan-select/sla/private-wealth');
    await expect(page.getByTestId('my-service-level')).toBeVisible();
    // Review item 1 (spec §9 wealth tiers): the investor's assets put them in Exclusive; the gap and the assets add up to 2,000,000.00.
    await expect(page.getByTestId('my-tier')).toHaveText('Exclusive');
    const standing = (await page.getByTestId('my-service-level').textContent()) ?? '';
    const satang = (re: RegExp) => Number(standing.match(re)?.[1]?.replace(/[,.]/g, ''));
    const assets = satang(/มูลค่าสินทรัพย์ของคุณ([\d,]+\.\d\d) บาท/);
    const gap = satang(/ระดับถัดไป: Private Wealthอีก ([\d,]+\.\d\d) บาท/);
    expect(assets).toBeGreaterThanOrEqual(50_000_000);
    expect(assets + gap).toBe(200_000_000);
    await fitsThePhone(page);
    await shoot(page, 'in-sla');
  });
});
