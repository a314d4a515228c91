import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { OaApplication } from '@port/shared/contracts/oa';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import OaRoutes from '../oa-routes';
import { emptyApplication, savedBank, savedIdentity as identity, savedTax, savedWork as work } from '../test/fixtures';

const DUPLICATE = 'เลขประจำตัวประชาชนนี้ใช้สมัครเปิดบัญชีกับผู้ใช้อื่นแล้ว หากเป็นเลขของท่าน กรุณาติดต่อเจ้าหน้าที่';
const renderCreate = (query = '') => renderAt(<OaRoutes />, { path: `/oa-landing/create${query}`, route: '/oa-landing/*' });
const twoSaved: OaApplication = {
  ...emptyApplication(),
  completed_steps: ['identity', 'work'],
  next_step: 'suitability',
  identity,
  work,
};

/** A review value matched as a whole, though its ID or amount sits in its own nowrap span. */
const wholeValue = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'DD' && element.textContent === text;

describe('/oa-landing/create (issue 11)', () => {
  // The page is lazily loaded: load it once before the first test, whose 1 s wait would otherwise include it.
  beforeAll(async () => void (await import('./open-account-create-page')), 30_000);

  it('resumes at the first unfinished step saved on the server, earlier steps kept', async () => {
    fakeApi().get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok(twoSaved) });
    renderCreate();
    expect(await screen.findByRole('heading', { level: 2, name: 'แบบประเมินความเหมาะสมในการลงทุน' })).toBeTruthy();
    expect(screen.getByText('ขั้นตอนที่ 3 จาก 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /ข้อมูลส่วนตัวและการติดต่อ/ }));
    expect((screen.getByLabelText('ชื่อ (ภาษาไทย)') as HTMLInputElement).value).toBe('สมชาย');
    expect(screen.getByText(/x-xxxx-xxxxx-70-8/)).toBeTruthy();
  });

  it('a wrong ID check digit is refused in Thai on its field and nothing is sent', async () => {
    const api = fakeApi().get({ [`${otherPaths.oaApplication}?account=segregate`]: ok(emptyApplication('segregate')) });
    renderCreate('?account=segregate');
    const id = await screen.findByLabelText('เลขประจำตัวประชาชน 13 หลัก');
    await userEvent.type(id, '1101700230705');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    expect(await screen.findByText('เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง')).toBeTruthy();
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('กรุณากรอกข้อมูล').length).toBeGreaterThan(0);
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('dates are Thai day, Thai month and Buddhist-era year (spec §9); a lifetime card (ตลอดชีพ) sends no expiry day', async () => {
    const api = fakeApi()
      .get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok(emptyApplication()) })
      .on('PUT', `${otherPaths.oaApplicationStep('identity')}?account=omnibus`, ok({ ...twoSaved, next_step: 'work' }));
    renderCreate();
    const type = async (label: string, value: string) => userEvent.type(await screen.findByLabelText(label), value);
    await type('ชื่อ (ภาษาไทย)', 'สมชาย');
    await type('นามสกุล (ภาษาไทย)', 'ใจดี');
    await type('ชื่อ (ภาษาอังกฤษ)', 'Somchai');
    await type('นามสกุล (ภาษาอังกฤษ)', 'Jaidee');
    await type('เลขประจำตัวประชาชน 13 หลัก', '1101700230708');
    await type('เบอร์โทรศัพท์มือถือ', '0812345678');
    await type('อีเมล', 'somchai@example.co.th');
    await type('ที่อยู่ปัจจุบัน', '99 ถนนสุขุมวิท');
    await type('จังหวัด', 'กรุงเทพมหานคร');
    await type('รหัสไปรษณีย์', '10110');
    const birth = screen.getByRole('group', { name: 'วันเกิด' });
    await userEvent.selectOptions(within(birth).getByLabelText('วัน'), '1');
    await userEvent.selectOptions(within(birth).getByLabelText('เดือน'), 'พฤษภาคม');
    await userEvent.type(within(birth).getByLabelText('ปี พ.ศ.'), '1950');
    await userEvent.click(screen.getByRole('checkbox', { name: /บัตรตลอดชีพ/ }));
    expect(
      (within(screen.getByRole('group', { name: 'วันบัตรประชาชนหมดอายุ' })).getByLabelText('เดือน') as HTMLSelectElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    expect(await within(birth).findByText('กรุณากรอกปีเป็น พ.ศ. (ค.ศ. + 543) เช่น ค.ศ. 1990 คือ พ.ศ. 2533')).toBeTruthy();
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    await userEvent.clear(within(birth).getByLabelText('ปี พ.ศ.'));
    await userEvent.type(within(birth).getByLabelText('ปี พ.ศ.'), '2493');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    await waitFor(() => expect(api.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1));
    expect(api.bodies[api.calls.findIndex((c) => c.startsWith('PUT'))]).toMatchObject({
      birth_date: '1950-05-01',
      id_card_expiry: 'lifetime',
    });
    // Typing a dozen fields key by key takes a few seconds on a busy two-core machine.
  }, 20_000);

  it("an ID number another customer applied with: the server's 409 is shown on the ID field", async () => {
    fakeApi()
      .get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok({ ...twoSaved, next_step: 'review' }) })
      .on('PUT', `${otherPaths.oaApplicationStep('identity')}?account=omnibus`, fail(409, DUPLICATE, 'OA_DUPLICATE_ID'));
    renderCreate();
    // From the review, its edit button leads back to the identity step.
    await userEvent.click(await screen.findByRole('button', { name: 'แก้ไข ข้อมูลส่วนตัวและการติดต่อ' }));
    const id = screen.getByLabelText('เลขประจำตัวประชาชน 13 หลัก');
    await userEvent.type(id, '1101700230708');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(document.querySelector('[data-field-error="id_number"]')?.textContent).toBe(DUPLICATE);
  });

  it('finishing the suitability test shows the risk level for the answers and what it allows', async () => {
    const scored: OaApplication = {
      ...twoSaved,
      completed_steps: ['identity', 'work', 'suitability'],
      next_step: 'tax',
      suitability: { score: 20, risk_level: 2, risk_level_name: 'เสี่ยงปานกลางค่อนข้างต่ำ', max_fund_risk: 4 },
    };
    const api = fakeApi()
      .get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok(twoSaved) })
      .on('PUT', `${otherPaths.oaApplicationStep('suitability')}?account=omnibus`, ok(scored));
    renderCreate();
    await screen.findByRole('heading', { level: 2, name: 'แบบประเมินความเหมาะสมในการลงทุน' });
    for (const q of SUITABILITY_QUESTIONS) {
      await userEvent.click(screen.getByRole('group', { name: q.text }).querySelectorAll('input')[1]!);
    }
    expect(screen.getByText('ตอบแล้ว 10 จาก 10 ข้อ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    const result = await screen.findByTestId('suitability-result');
    // The investor's level is 1–5, worded apart from the fund risk levels 1–8 (issue 11 review item 7).
    expect(result.textContent).toContain('ผลประเมินความเสี่ยงของคุณ: ระดับ 2 จาก 5 (เสี่ยงปานกลางค่อนข้างต่ำ)');
    expect(result.textContent).toContain('ลงทุนได้ในกองทุนความเสี่ยงระดับ 1–4');
    expect(api.bodies[api.calls.findIndex((c) => c.startsWith('PUT'))]).toEqual({
      answers: Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, [2]])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'ไปขั้นตอนถัดไป' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'การแสดงสถานะทางภาษี (FATCA และ CRS)' })).toBeTruthy(),
    );
  });

  it('review: submit needs the consent (Thai message, nothing sent); with it the application is submitted', async () => {
    const complete: OaApplication = {
      ...twoSaved,
      completed_steps: ['identity', 'work', 'suitability', 'tax', 'bank'],
      next_step: 'review',
      suitability: { score: 30, risk_level: 4, risk_level_name: 'เสี่ยงสูง', max_fund_risk: 7 },
      tax: savedTax,
      bank: savedBank,
    };
    const submittedApp: OaApplication = { ...complete, status: 'submitted', next_step: null };
    let submitted = false;
    const api = fakeApi()
      .on('GET', `${otherPaths.oaApplication}?account=omnibus`, () => ok(submitted ? submittedApp : complete))
      .on('POST', otherPaths.oaApplicationSubmit, () => {
        submitted = true;
        return ok(submittedApp);
      })
      .on('GET', portAggregationPaths.planList, ok(null));
    renderCreate();
    // Everything that will be sent, each step with its edit button (§ review): work, address, account name, ATS too.
    expect(await screen.findByText('xxx-x-x789-0')).toBeTruthy();
    const review = (name: string) => screen.getByRole('region', { name });
    expect(within(review('ข้อมูลส่วนตัวและการติดต่อ')).getByText('99 ถนนสุขุมวิท กรุงเทพมหานคร 10110')).toBeTruthy();
    expect(within(review('ข้อมูลส่วนตัวและการติดต่อ')).getByText('1 พฤษภาคม 2533')).toBeTruthy();
    expect(within(review('อาชีพและแหล่งที่มาของเงิน')).getByText('พนักงานบริษัทเอกชน')).toBeTruthy();
    expect(within(review('อาชีพและแหล่งที่มาของเงิน')).getByText(wholeValue('30,001–50,000 บาท'))).toBeTruthy();
    expect(
      within(review('การแสดงสถานะทางภาษี (FATCA และ CRS)')).getByText(wholeValue('ไทย · เลขประจำตัวผู้เสียภาษี x-xxxx-xxxxx-70-8')),
    ).toBeTruthy();
    // IDs and amounts never break across lines (issue 11 review item 5).
    for (const run of ['x-xxxx-xxxxx-70-8', 'xxx-x-x789-0', '30,001–50,000'])
      for (const piece of screen.getAllByText(run)) expect(piece.style.whiteSpace).toBe('nowrap');
    const bank = review('บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)');
    expect(within(bank).getByText('สมชาย ใจดี')).toBeTruthy();
    expect(within(bank).getByText('สมัคร')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^แก้ไข / })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'ส่งใบสมัคร' }));
    expect(screen.getByText('กรุณายอมรับข้อตกลงและเงื่อนไขก่อนส่งใบสมัคร')).toBeTruthy();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /ข้าพเจ้ายืนยัน/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งใบสมัคร' }));
    // A clear heading of its own (not the review step's) and one primary action, the dashboard (review item 3).
    expect(await screen.findByRole('heading', { level: 2, name: 'ส่งใบสมัครแล้ว' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'ตรวจสอบและยืนยัน' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ไปที่พอร์ตของฉัน' }).getAttribute('href')).toBe('/dashboard');
    expect(api.bodies[api.calls.indexOf(`POST ${otherPaths.oaApplicationSubmit}`)]).toEqual({
      account: 'omnibus',
      consent: true,
    });
  });
});
