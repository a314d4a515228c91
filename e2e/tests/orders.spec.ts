import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '../support/test';
import type { PlanDetail } from '@port/shared/contracts/plan-detail';
import type { ProposalOrder } from '@port/shared/contracts/order';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { demoAccount, demoUser } from '../support/accounts';
import { apiGet } from '../support/api';
import { withDatabase } from '../support/db';
import { signIn } from '../support/sign-in';
import { panelShots } from './orders-steps';

const panel = (page: Page) => page.getByRole('region', { name: /ลงทุนเพิ่ม|ขายคืน/ });

async function openPlan(page: Page, username: string, path: string) {
  const account = username === 'investor' ? demoUser() : demoAccount(username);
  // Consent is answered on the dashboard first: on a plan page the AA welcome dialog may open over the prompt.
  await signIn(page, account.username, account.password, '/dashboard');
  await page.goto(path);
  await expect(page.getByTestId('plan-detail-page')).toBeVisible();
}

/**
 * Set behind the app's back: investor has already answered the automatic-allocation welcome of
 * omnibus/1 (that dialog is the dashboard's subject), so it does not cover the plan page here.
 */
async function welcomeAlreadyAnswered() {
  await withDatabase((db) =>
    db.query(
      `insert into feature_acknowledgements (customer_id, plan_id, feature)
       select 'C0003', id, 'aa_welcome' from plans where customer_id = 'C0003' and account_type = 'omnibus' and plan_slot = 1
       on conflict do nothing`,
    ),
  );
}

/** axe-core (WCAG 2.1 A/AA) on one part of the page: the violations, by rule and target. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP refuses an injected <script>.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (include) => {
    type Axe = {
      run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
    };
    const result = await (window as unknown as { axe: Axe }).axe.run(
      { include: [[include]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  }, selector);
}

test.describe('issue 8: placing orders from the plan page against the real server (spec §7 fast-checkout)', () => {
  test.beforeEach(welcomeAlreadyAnswered);

  test('the proposal order page confirms a proposal and its orders appear on the plan page', async ({ page }) => {
    // The plan page links here only when the plan list marks the plan for rebalancing (issue 13 review item 9).
    await signIn(page, demoUser().username, demoUser().password, '/dashboard');
    await page.goto('/dashboard/segregate/2/proposal-order');
    await expect(page.getByRole('heading', { level: 1, name: 'คำสั่งซื้อขายตามคำแนะนำ' })).toBeVisible();
    await expect(page.getByTestId('proposal-line').first()).toBeVisible();
    // Spec §1: the RMF still inside its lock-up is not sold, SSF (no deduction from 2025) not bought; the page says why.
    await expect(page.getByTestId('proposal-line').filter({ hasText: /^ขาย SCBRM2/ })).toHaveCount(0);
    await expect(page.getByTestId('proposal-line').filter({ hasText: /^ซื้อ K-CHANGE-SSF/ })).toHaveCount(0);
    await expect(page.getByTestId('held-back')).toContainText('ขาย SCBRM2 ยังไม่ขาย: RMF ขายได้เมื่อถือครบ 5 ปี');
    await expect(page.getByTestId('held-back')).toContainText('ซื้อ K-CHANGE-SSF ไม่ซื้อ: SSF ที่ซื้อในปี 2569 ไม่ได้สิทธิลดหย่อนภาษี');
    await expect(page.getByTestId('order-summary')).toContainText('ตัดเงินจากบัญชีธนาคารกสิกรไทย xxx-x-xx234-5');
    await panelShots(page, 'proposal-order', page.locator('main'));
    // Review item 4: lines say what checkout lines say; the ThaiESG buy's holding conditions are accepted first.
    await expect(page.getByTestId('proposal-line').first()).toContainText('วันที่ได้รับ');
    await expect(page.getByTestId('tax-fund-conditions')).toContainText('ThaiESG');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'ยืนยันคำสั่งตามคำแนะนำ' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('กรุณายืนยันว่ารับทราบเงื่อนไขของกองทุนลดหย่อนภาษีก่อนส่งคำสั่ง');
    await page.getByRole('checkbox', { name: /รับทราบเงื่อนไขการถือครองของกองทุนลดหย่อนภาษี/ }).check();
    await page.getByRole('button', { name: 'ยืนยันคำสั่งตามคำแนะนำ' }).click();
    await expect(page.getByText('ส่งคำสั่งตามคำแนะนำเรียบร้อยแล้ว', { exact: true })).toBeVisible();
    const orderNos = (await page.getByText(/^เลขที่คำสั่ง ORD/).allTextContents()).map((t) =>
      t.split(' · ')[0]!.replace('เลขที่คำสั่ง ', ''),
    );
    expect(orderNos.length).toBeGreaterThan(0);
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('segregate', 2));
    expect(detail.trading.pending_orders.map((o) => o.order_no)).toEqual(expect.arrayContaining(orderNos));
    await page.getByRole('link', { name: 'กลับไปที่แผน' }).click();
    await expect(page).toHaveURL(/\/dashboard\/segregate\/2$/);
    await expect(page.getByTestId('plan-detail-page')).toBeVisible();
    for (const no of orderNos) await expect(page.locator(`[data-testid="pending-order"][data-order-no="${no}"]`)).toBeVisible();
    // Acted on: the plan page no longer offers the proposal.
    await expect(page.getByTestId('proposal-order-link')).toHaveCount(0);
  });

  test('discarding a proposal removes it; the page then says there is none', async ({ page }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/2');
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 2));
    const proposal = await apiGet<ProposalOrder>(page, portAggregationPaths.proposalOrder(detail.plan.plan_id));
    expect(proposal.lines.length, 'the seed gives omnibus/2 a proposal').toBeGreaterThan(0);
    await page.goto('/dashboard/omnibus/2/proposal-order');
    await page.getByRole('button', { name: 'ไม่รับคำแนะนำนี้' }).click();
    const dialog = page.getByRole('dialog', { name: 'ไม่รับรายการปรับพอร์ตนี้?' });
    await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page.getByText('ยกเลิกรายการปรับพอร์ตที่แนะนำแล้ว', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('แผนนี้ไม่มีรายการปรับพอร์ตที่แนะนำในขณะนี้')).toBeVisible();
  });

  test("a buy of a fund above the customer's risk level needs the acknowledgement before it is sent", async ({ page }) => {
    // Set behind the app's back: investor's suitability level 5, below the plan's level-6 funds.
    await withDatabase((db) => db.query("update customers set suit_risk_level = 5 where id = 'C0003'"));
    try {
      await openPlan(page, 'investor', '/dashboard/omnibus/1');
      await page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true }).click();
      const checkout = panel(page);
      await checkout.getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)').fill('5000');
      await checkout.getByRole('button', { name: 'ถัดไป' }).click();
      await checkout.getByRole('button', { name: 'ถัดไป' }).click();
      await expect(checkout.getByText('ความเสี่ยงระดับ 6 · สูงกว่าระดับที่คุณยอมรับได้').first()).toBeVisible();
      await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
      await expect(checkout.getByRole('alert')).toHaveText('กรุณายืนยันว่ารับทราบความเสี่ยงก่อนส่งคำสั่ง');
      await checkout.getByRole('checkbox', { name: /ข้าพเจ้ารับทราบ/ }).check();
      await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
      await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
      // The orders of this checkout (not the customer's history): the acknowledgement is recorded on
      // the order of each fund above level 5, and only there.
      const orderNos = (await checkout.getByText(/^เลขที่คำสั่ง ORD/).allTextContents()).map((t) => t.replace('เลขที่คำสั่ง ', ''));
      expect(orderNos.length).toBeGreaterThan(0);
      const events = await withDatabase((db) =>
        db.query<{ order_no: string; risk: string | null; riskier: boolean }>(
          `select e.order_no, e.acknowledgements->>'risk_acknowledged' as risk, f.risk_level > 5 as riskier
           from order_events e join orders o on o.order_no = e.order_no join funds f on f.code = o.fund_code
           where e.customer_id = 'C0003' and e.kind = 'placed' and e.order_no = any($1) order by e.order_no`,
          [orderNos],
        ),
      );
      expect(events.rows.map((row) => row.order_no)).toEqual([...orderNos].sort());
      expect(events.rows.filter((row) => row.riskier).length).toBeGreaterThan(0);
      expect(events.rows).toEqual(events.rows.map((row) => ({ ...row, risk: row.riskier ? 'true' : null })));
    } finally {
      await withDatabase((db) => db.query("update customers set suit_risk_level = 7 where id = 'C0003'"));
    }
  });

  test('investor tops up a plan from its plan page, confirms once and sees the new pending orders there', async ({ page }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/1');
    await page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true }).click();
    const checkout = panel(page);
    const amount = checkout.getByLabel('จำนวนเงินที่ต้องการลงทุน (บาท)');
    await amount.fill('100.555');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(checkout.getByRole('alert')).toHaveText('ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    await amount.fill('10000');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(checkout.getByTestId('checkout-total')).toHaveText('10,000.00 บาท');
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    // 10:00 on a Wednesday in Bangkok (the pinned business clock): trades today, 18 Nov 2569.
    await expect(checkout.getByTestId('debit-date')).toHaveText('ตัดเงิน: 18 พ.ย. 2569');
    await expect(checkout.getByText('วันที่ได้รับหน่วยลงทุน (โดยประมาณ):').first()).toBeVisible();
    expect(await axeViolations(page, '[data-testid="checkout-panel"]')).toEqual([]);
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว' })).toBeVisible();
    const orderNos = (await checkout.getByText(/^เลขที่คำสั่ง ORD/).allTextContents()).map((t) => t.replace('เลขที่คำสั่ง ', ''));
    expect(orderNos.length).toBeGreaterThan(0);
    await checkout.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    for (const no of orderNos) await expect(page.locator(`[data-testid="pending-order"][data-order-no="${no}"]`)).toBeVisible();
    const detail = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    expect(detail.trading.pending_orders.filter((o) => orderNos.includes(o.order_no))).toHaveLength(orderNos.length);
  });

  test('a redeem of everything, then another redeem is refused in Thai', async ({ page }) => {
    await openPlan(page, 'investor', '/dashboard/omnibus/2');
    await page.getByRole('button', { name: 'ขาย', exact: true }).click();
    const checkout = panel(page);
    await checkout.getByRole('button', { name: 'ขายทั้งหมด' }).click();
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await checkout.getByRole('button', { name: 'ถัดไป' }).click();
    await checkout.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(checkout.getByRole('heading', { name: 'ส่งคำสั่งขายเรียบร้อยแล้ว' })).toBeVisible();
    await checkout.getByRole('button', { name: 'เสร็จสิ้น' }).click();

    await page.getByRole('button', { name: 'ขาย', exact: true }).click();
    const again = panel(page);
    await again.getByLabel('จำนวนเงินที่ต้องการขาย (บาท)').fill('1000');
    await again.getByRole('button', { name: 'ถัดไป' }).click();
    await again.getByRole('button', { name: 'ถัดไป' }).click();
    await again.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }).click();
    await expect(again.getByRole('alert')).toHaveText('ไม่มีหน่วยลงทุนคงเหลือให้ขาย');
  });

  test('expiring (suitability expired) is told why they cannot buy and where to fix it; no order exists afterwards', async ({
    page,
  }) => {
    await openPlan(page, 'expiring', '/dashboard/omnibus/1');
    const before = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    // Issue 13 review: the plan page itself stops buying, says why and links to the fix (no amount can be typed).
    await expect(page.getByRole('button', { name: 'ลงทุนเพิ่ม', exact: true })).toBeDisabled();
    await expect(page.getByTestId('buy-blocked-reason')).toContainText('ยังซื้อเพิ่มไม่ได้');
    await expect(page.getByTestId('blocking-status')).toContainText('แบบประเมินความเสี่ยง');
    await expect(page.getByTestId('blocking-status').getByRole('link', { name: 'ทำแบบประเมินความเสี่ยง' })).toHaveAttribute(
      'href',
      '/oa-landing/renew/suitability',
    );
    await expect(page.getByTestId('checkout-panel')).toHaveCount(0);
    const after = await apiGet<PlanDetail>(page, portAggregationPaths.planDetail('omnibus', 1));
    expect(after.trading.pending_orders.map((o) => o.order_no)).toEqual(before.trading.pending_orders.map((o) => o.order_no));
  });
});
