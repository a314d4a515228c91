import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPaths, otherPaths } from '@port/shared/contracts/api-paths';
import type { AtsRegistration } from '@port/shared/contracts/ats';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import AtsRoutes from '../ats-routes';

const ID = 'C0052';
const names = { first_name_th: 'วิภาวดี', last_name_th: 'สุขใจ', first_name_en: 'Wipawadee', last_name_en: 'Sukjai' };
const ats = (over: Partial<AtsRegistration> = {}): AtsRegistration => ({
  customer_id: ID,
  status: 'ATS_REJECTED',
  reject_reason: 'ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว',
  bank: { bank_code: 'KTB', bank_name: 'ธนาคารกรุงไทย', account_no_masked: 'xxx-x-xx234-5', account_name: 'วิภาวดี สุขใจ' },
  names,
  requested_at: '2026-11-13T03:00:00.000Z',
  decided_at: '2026-11-16T07:00:00.000Z',
  ...over,
});
const profile = { sub: 'atsrejected', name: 'Wipawadee', customer_id: ID, email: null, logged_in: true };
const api = (registration: AtsRegistration) =>
  fakeApi().get({ [authPaths.profile]: ok(profile), [otherPaths.atsRegistration(ID)]: ok(registration) });
const renderPage = () => renderAt(<AtsRoutes />, { path: '/oa-landing/ats', route: '/oa-landing/ats/*' });
const form = () => screen.findByTestId('ats-form', {}, { timeout: 15_000 });

describe('/oa-landing/ats (issue 22 item 1; spec §4 ATS_REQUIRED, ATS_REJECTED)', () => {
  beforeAll(async () => void (await import('./ats-page')), 30_000);

  it("a refused request: the reason and the account sent, the bank step's fields prefilled, the number typed again", async () => {
    api(ats());
    renderPage();
    const box = await form();
    expect(screen.getByRole('heading', { level: 1, name: 'สมัครหักบัญชีอัตโนมัติ (ATS)' })).toBeTruthy();
    const rejected = screen.getByTestId('ats-rejected');
    expect(rejected.textContent).toContain('เหตุผล: ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว');
    expect(rejected.textContent).toContain('บัญชีที่ส่งไป: ธนาคารกรุงไทย xxx-x-xx234-5 (ส่งเมื่อ 13 พ.ย. 2569 10.00 น.)');
    expect(within(box).getByRole('radio', { name: /ธนาคารกรุงไทย/ })).toHaveProperty('checked', true);
    expect(within(box).getByLabelText('ชื่อบัญชี')).toHaveProperty('value', 'วิภาวดี สุขใจ');
    expect(within(box).getByLabelText('เลขที่บัญชี')).toHaveProperty('value', '');
  });

  it("checks with the bank step's rules before sending: number, own name, consent; nothing sent", async () => {
    const fake = api(ats({ status: 'ATS_REQUIRED', reject_reason: null, bank: null, requested_at: null, decided_at: null }));
    renderPage();
    const box = await form();
    expect(screen.getByText(/เหลือเพียงสมัครหักบัญชีอัตโนมัติ/)).toBeTruthy();
    await userEvent.type(within(box).getByLabelText('เลขที่บัญชี'), '12345');
    await userEvent.clear(within(box).getByLabelText('ชื่อบัญชี'));
    await userEvent.type(within(box).getByLabelText('ชื่อบัญชี'), 'สมชาย ใจดี');
    await userEvent.click(within(box).getByRole('button', { name: 'ส่งคำขอสมัคร ATS' }));
    expect(await within(box).findByText('เลขที่บัญชีต้องเป็นตัวเลข 10–12 หลัก')).toBeTruthy();
    expect(within(box).getByText('กรุณาเลือกคำตอบ')).toBeTruthy();
    expect(within(box).getByText('ชื่อบัญชีต้องตรงกับชื่อ-นามสกุลของคุณ (ภาษาไทยหรืออังกฤษ)')).toBeTruthy();
    expect(within(box).getByText('กรุณายินยอมให้หักบัญชีอัตโนมัติ (ATS) ก่อนส่งคำขอ')).toBeTruthy();
    expect(fake.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it("sends the corrected account and shows that the bank is checking it; a refusal shows the server's Thai words", async () => {
    let sent = 0;
    const fake = api(ats()).on('PUT', otherPaths.atsRegistration(ID), () =>
      ++sent === 1
        ? fail(429, 'ทำรายการบ่อยเกินไป กรุณารอ 30 วินาที', 'RATE_LIMITED')
        : ok(ats({ status: 'ATS_SUBMITTED', reject_reason: null, bank: { ...ats().bank!, account_no_masked: 'xxx-x-xx234-6' } })),
    );
    renderPage();
    const box = await form();
    await userEvent.type(within(box).getByLabelText('เลขที่บัญชี'), '987-0-01234-6');
    await userEvent.click(within(box).getByRole('checkbox'));
    await userEvent.click(within(box).getByRole('button', { name: 'ส่งคำขอสมัคร ATS' }));
    expect(await within(box).findByText('ทำรายการบ่อยเกินไป กรุณารอ 30 วินาที')).toBeTruthy();
    fake.get({ [otherPaths.atsRegistration(ID)]: ok(ats({ status: 'ATS_SUBMITTED', reject_reason: null })) });
    await userEvent.click(within(box).getByRole('button', { name: 'ส่งคำขอสมัคร ATS' }));
    const done = await screen.findByTestId('ats-done');
    expect(done.dataset.status).toBe('ATS_SUBMITTED');
    expect(within(done).getByRole('heading', { name: 'ส่งคำขอสมัครหักบัญชีอัตโนมัติแล้ว' })).toBe(document.activeElement);
    const puts = fake.bodies.filter((_, i) => fake.calls[i]!.startsWith('PUT'));
    expect(puts.at(-1)).toEqual({ bank_code: 'KTB', account_no: '987-0-01234-6', account_name: 'วิภาวดี สุขใจ', ats: true });
  });

  it('a customer with nothing to register is told so, with the way back', async () => {
    api(ats({ status: null, reject_reason: null, bank: null }));
    renderPage();
    expect((await screen.findByTestId('ats-nothing', {}, { timeout: 15_000 })).textContent).toContain(
      'บัญชีของคุณไม่มีรายการสมัครหักบัญชีอัตโนมัติ (ATS) ที่ต้องดำเนินการ',
    );
    expect(screen.getByRole('link', { name: 'ไปที่หน้าหลัก' }).getAttribute('href')).toBe('/dashboard');
  });
});
