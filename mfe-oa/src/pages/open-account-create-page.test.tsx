import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { OaApplication } from '@port/shared/contracts/oa';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import OaRoutes from '../oa-routes';
import { emptyApplication } from '../test/fixtures';

const renderCreate = (query = '') => renderAt(<OaRoutes />, { path: `/oa-landing/create${query}`, route: '/oa-landing/*' });
const identity = {
  first_name_th: 'สมชาย',
  last_name_th: 'ใจดี',
  first_name_en: 'Somchai',
  last_name_en: 'Jaidee',
  birth_date: '1990-05-01',
  id_number_masked: 'x-xxxx-xxxxx-70-8',
  id_card_expiry: '2030-01-01',
  mobile: '0812345678',
  email: 'somchai@example.co.th',
  address: '99 ถนนสุขุมวิท',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};
const work = {
  occupation: 'employee' as const,
  income_range: '30k-50k' as const,
  fund_sources: ['salary' as const],
  income_country: 'TH' as const,
  is_pep: false,
};
const twoSaved: OaApplication = {
  ...emptyApplication(),
  completed_steps: ['identity', 'work'],
  next_step: 'suitability',
  identity,
  work,
};

describe('/oa-landing/create (issue 11)', () => {
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
    expect(result.textContent).toContain('ระดับ 2: เสี่ยงปานกลางค่อนข้างต่ำ');
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
      tax: { us_person: false, tax_residences: [{ country: 'TH', tin: '1101700230708' }] },
      bank: {
        bank_code: 'KBANK',
        bank_name: 'ธนาคารกสิกรไทย',
        account_no_masked: 'xxx-x-x789-0',
        account_name: 'สมชาย ใจดี',
        ats: true,
      },
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
    expect(await screen.findByText('ธนาคารกสิกรไทย xxx-x-x789-0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งใบสมัคร' }));
    expect(screen.getByText('กรุณายอมรับข้อตกลงและเงื่อนไขก่อนส่งใบสมัคร')).toBeTruthy();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /ข้าพเจ้ายืนยัน/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งใบสมัคร' }));
    expect(await screen.findByText('ส่งใบสมัครเรียบร้อยแล้ว')).toBeTruthy();
    expect(api.bodies[api.calls.indexOf(`POST ${otherPaths.oaApplicationSubmit}`)]).toEqual({
      account: 'omnibus',
      consent: true,
    });
  });
});
