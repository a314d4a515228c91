import { expect, test, type Page } from '../support/test';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { applicantIdentity } from '@port/shared/test/oa-applicant';
import { demoAccount } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { withDatabase } from '../support/db';
import { BUSINESS_CLOCK_AT } from '../support/env';
import { screenshots } from '../support/screens';
import { signIn } from '../support/sign-in';

const SHOTS = process.env.SCREENS_DIR ?? '/tmp/screens-oa';
const ID_NUMBER = '1101700230708';
const identityBody = { ...applicantIdentity, id_number: ID_NUMBER };
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const save = (page: Page, step: string, data: unknown) =>
  page.request.put(`${otherPaths.oaApplicationStep(step)}?account=omnibus`, {
    headers: { 'x-requested-with': 'port-web' },
    data: data as object,
  });

test.describe('issue 18 item 2: an account application that tells the truth (spec §3 can_oa, §4 account status)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date(BUSINESS_CLOCK_AT));
  });

  // Whatever `new` saved here is removed, so the other files find the seeded customer.
  test.afterAll(async () => {
    await withDatabase(async (db) => {
      for (const table of ['oa_applications', 'oa_national_ids'])
        await db.query(`delete from ${table} where customer_id = 'C0001'`);
    });
  });

  test('new: an applicant born 19 years ago is refused with the reason (Civil and Commercial Code s.19), in the browser and by the server', async ({
    page,
  }) => {
    const me = demoAccount('new');
    await signIn(page, me.username, me.password, '/dashboard');
    await page.goto('/oa-landing/create');
    await expect(stepHeading(page, 'ข้อมูลส่วนตัวและการติดต่อ')).toBeVisible();
    const labels: Record<string, string> = {
      'ชื่อ (ภาษาไทย)': 'สมชาย',
      'นามสกุล (ภาษาไทย)': 'ใจดี',
      'ชื่อ (ภาษาอังกฤษ)': 'Somchai',
      'นามสกุล (ภาษาอังกฤษ)': 'Jaidee',
      'เลขประจำตัวประชาชน 13 หลัก': ID_NUMBER,
      เบอร์โทรศัพท์มือถือ: '081-234-5678',
      อีเมล: 'somchai@example.co.th',
      ที่อยู่ปัจจุบัน: '99 ถนนสุขุมวิท',
      จังหวัด: 'กรุงเทพมหานคร',
      รหัสไปรษณีย์: '10110',
    };
    for (const [label, value] of Object.entries(labels)) await page.getByLabel(label, { exact: true }).fill(value);
    // Born 1 May 2550 (2007): 19 on the business date, 18 November 2569.
    const birth = page.getByRole('group', { name: 'วันเกิด', exact: true });
    await birth.getByLabel('วัน', { exact: true }).selectOption('1');
    await birth.getByLabel('เดือน', { exact: true }).selectOption({ label: 'พฤษภาคม' });
    await birth.getByLabel('ปี พ.ศ.', { exact: true }).fill('2550');
    await page.getByRole('checkbox', { name: /บัตรตลอดชีพ/ }).uncheck();
    const expiry = page.getByRole('group', { name: 'วันบัตรประชาชนหมดอายุ', exact: true });
    await expiry.getByLabel('วัน', { exact: true }).selectOption('1');
    await expiry.getByLabel('เดือน', { exact: true }).selectOption({ label: 'มกราคม' });
    await expiry.getByLabel('ปี พ.ศ.', { exact: true }).fill('2573');
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    const reason = page.locator('[data-field-error="birth_date"]');
    await expect(reason).toHaveText(
      'ผู้เปิดบัญชีต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป (บรรลุนิติภาวะตามประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 19) ผู้เยาว์ยังเปิดบัญชีออนไลน์ไม่ได้',
    );
    await expect(stepHeading(page, 'ข้อมูลส่วนตัวและการติดต่อ')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshots(page, SHOTS, 'truth-under-20');
    // The server says the same when the browser is skipped, and nothing was saved.
    const direct = await save(page, 'identity', { ...identityBody, birth_date: '2007-05-01' });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).error_message).toContain('มาตรา 19');
    const app = await page.request.get(`${otherPaths.oaApplication}?account=omnibus`);
    expect((await app.json()).data.completed_steps).toEqual([]);
  });

  test('new: a US person cannot pass the FATCA step without a US TIN and the W-9 consent; contradicting answers are named', async ({
    page,
  }) => {
    const me = demoAccount('new');
    await signIn(page, me.username, me.password, '/dashboard');
    expect((await save(page, 'identity', identityBody)).status()).toBe(200);
    const work = {
      occupation: 'employee',
      income_range: '30k-50k',
      fund_sources: ['salary'],
      income_country: 'TH',
      is_pep: false,
    };
    expect((await save(page, 'work', work)).status()).toBe(200);
    const answers = Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, [2]]));
    expect((await save(page, 'suitability', { answers })).status()).toBe(200);
    await page.goto('/oa-landing/create');
    await expect(stepHeading(page, 'การแสดงสถานะทางภาษี (FATCA และ CRS)')).toBeVisible();
    await page
      .getByRole('group', { name: /US Person/ })
      .getByRole('radio', { name: 'ใช่', exact: true })
      .check();
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    await expect(page.locator('[data-field-error="us_tin"]')).toHaveText(/SSN หรือ ITIN ตัวเลข 9 หลัก/);
    await expect(page.locator('[data-field-error="w9_consent"]')).toHaveText(/W-9/);
    // Thailand only, for a US person: the residences contradict the FATCA answer.
    await expect(page.locator('[data-field-error="tax_residences"]')).toHaveText(/กรุณาเพิ่มสหรัฐอเมริกา/);
    await screenshots(page, SHOTS, 'truth-fatca-refused');
    await expect(stepHeading(page, 'การแสดงสถานะทางภาษี (FATCA และ CRS)')).toBeVisible();
    // The server refuses the same: 400 without a TIN, 422 for the contradiction, and nothing saved.
    const noTin = await save(page, 'tax', { us_person: true, w9_consent: true, tax_residences: [{ country: 'US' }] });
    expect(noTin.status()).toBe(400);
    const conflict = await save(page, 'tax', {
      us_person: true,
      us_tin: '123-45-6789',
      w9_consent: true,
      tax_residences: [{ country: 'TH' }],
    });
    expect(conflict.status()).toBe(422);
    expect((await conflict.json()).error_message).toContain('สหรัฐอเมริกา');
    const app = await page.request.get(`${otherPaths.oaApplication}?account=omnibus`);
    expect((await app.json()).data.completed_steps).not.toContain('tax');

    // With the US TIN, the consent and the US as a tax residence, the step saves.
    await page.getByLabel('เลขประจำตัวผู้เสียภาษีสหรัฐอเมริกา (SSN หรือ ITIN 9 หลัก)', { exact: true }).fill('123-45-6789');
    await page.getByRole('checkbox', { name: /แบบ W-9/ }).check();
    await page.getByRole('button', { name: 'เพิ่มประเทศ' }).click();
    await page.getByLabel('ประเทศที่ 2', { exact: true }).selectOption('US');
    await expect(page.getByText('เว้นว่างไว้เพื่อใช้เลข SSN หรือ ITIN ที่กรอกไว้ด้านบน')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshots(page, SHOTS, 'truth-fatca-filled');
    await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
    await expect(stepHeading(page, 'บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)')).toBeVisible();
  });

  test('opening: the landing says when the application was sent, what is checked and when to expect an answer, and claims no verification', async ({
    page,
  }) => {
    const me = demoAccount('opening');
    await signIn(page, me.username, me.password, '/dashboard');
    await page.goto('/oa-landing');
    const card = page.locator('[data-kind="omnibus"]');
    await expect(card).toContainText('รอการอนุมัติ');
    // Seeded: sent at 16.40 the day before the business date (17 Nov 2569), answer two business days later.
    await expect(card).toContainText('ส่งใบสมัครเมื่อ 17 พ.ย. 2569 16.40 น.');
    await expect(card).toContainText('เราจะแจ้งผลทางอีเมลภายในวันที่ 19 พฤศจิกายน 2569 (2 วันทำการ)');
    const identityPart = card.locator('dt', { hasText: 'ยืนยันตัวตน' }).locator('..');
    await expect(identityPart).toContainText('รอดำเนินการ');
    await expect(identityPart).not.toContainText('เรียบร้อย');
    await expect(card).not.toContainText('ผ่านโดยระบบสาธิต');
    await expect(page.getByRole('button', { name: 'ส่งแบบฟอร์มให้ฉัน' })).toHaveCount(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshots(page, SHOTS, 'truth-opening-landing');
  });
});
