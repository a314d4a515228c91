import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authPaths, otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { getEventBus } from '@port/shared/bus/event-bus';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import OaRoutes from '../oa-routes';
import { emptyApplication, planListWith, signedInProfile, visitorProfile } from '../test/fixtures';

const renderLanding = () => renderAt(<OaRoutes />, { path: '/oa-landing', route: '/oa-landing/*' });
const flags = {
  omnibus: 'READY',
  segregate: 'WAITING_ACCOUNT_APPROVED',
  kkp_savings: 'OPENED',
  daingern_invest: 'MAINTENANCE',
  siam_validus: 'HIDDEN',
} as const;
/** Nothing sent and nothing opened yet: the mail form is offered. */
const nothingSent = { ...flags, segregate: 'DISABLED', kkp_savings: 'READY' } as const;
const submitted = {
  ...emptyApplication('segregate'),
  status: 'submitted' as const,
  next_step: null,
  progress: { identity: 'done' as const, suitability: 'done' as const, bank_ats: 'pending' as const },
  submitted_at: '2026-11-17T09:40:00.000Z',
  answer_expected_by: '2026-11-19',
  identity_check: { verifier: 'ระบบสาธิต (ไม่ได้ตรวจสอบตัวตนจริง)', demo: true },
};

function signedIn(canOa: Parameters<typeof planListWith>[0] = flags) {
  return fakeApi().get({
    [authPaths.profile]: ok(signedInProfile),
    [portAggregationPaths.planList]: ok(planListWith(canOa)),
    [`${otherPaths.oaApplication}?account=segregate`]: ok(submitted),
    [`${otherPaths.oaApplication}?account=omnibus`]: ok(emptyApplication()),
  });
}

describe('/oa-landing (spec §3 can_oa, §4 open-account readiness, §7 mail form, §8)', () => {
  it('signed in: each kind with its readiness in Thai and its one action; HIDDEN is not shown', async () => {
    signedIn();
    renderLanding();
    const omnibus = await screen.findByRole('heading', { name: 'บัญชีกองทุนรวม (Omnibus)' });
    const card = omnibus.closest('li')!;
    expect(within(card).getByText('เปิดบัญชีได้')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'เริ่มเปิดบัญชี' }).getAttribute('href')).toBe('/oa-landing/create');
    const kkp = screen.getByRole('heading', { name: 'บัญชีออมทรัพย์ KKP' }).closest('li')!;
    expect(within(kkp).getByRole('link', { name: 'ไปที่พอร์ตของฉัน' }).getAttribute('href')).toBe('/dashboard');
    const daingern = screen.getByRole('heading', { name: 'ได้เงินอินเวสต์' }).closest('li')!;
    expect(within(daingern).getByText(/ปิดปรับปรุงชั่วคราว กรุณากลับมาใหม่ภายหลัง/)).toBeTruthy();
    expect(screen.queryByText('Siam Validus')).toBeNull();
    const segregate = screen.getByRole('heading', { name: 'บัญชีแยก (Segregate)' }).closest('li')!;
    await waitFor(() => expect(within(segregate).getByText('ยืนยันตัวตน')).toBeTruthy());
    expect(within(segregate).getByText('รอดำเนินการ')).toBeTruthy();
    // An application was sent: the paper-form offer is gone; the way back leads to the dashboard.
    expect(screen.queryByLabelText('อีเมล')).toBeNull();
    expect(screen.getByRole('link', { name: /กลับหน้าภาพรวม/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('a sent application says when it was sent, what is checked, when the answer is due; a demo verifier names itself (issue 18)', async () => {
    signedIn();
    renderLanding();
    const segregate = (await screen.findByRole('heading', { name: 'บัญชีแยก (Segregate)' })).closest('li')!;
    expect(await within(segregate).findByText('ส่งใบสมัครเมื่อ 17 พ.ย. 2569 16.40 น.')).toBeTruthy();
    expect(within(segregate).getByText('เราจะแจ้งผลทางอีเมลภายในวันที่ 19 พฤศจิกายน 2569 (2 วันทำการ)')).toBeTruthy();
    expect(within(segregate).getByText('ตรวจบัตรประชาชนและยืนยันว่าเป็นตัวคุณ')).toBeTruthy();
    // The embedded verifier checked nothing: never a plain 'เรียบร้อย' beside identity.
    expect(within(segregate).getByText('ผ่านโดยระบบสาธิต')).toBeTruthy();
    expect(within(segregate).getByText('ผลจาก ระบบสาธิต (ไม่ได้ตรวจสอบตัวตนจริง)')).toBeTruthy();
    expect(within(segregate).getAllByText('เรียบร้อย')).toHaveLength(1);
  });

  it('only what still applies: no mail form once an account is open; a closed kind gives one reason (issue 18)', async () => {
    signedIn({ ...flags, segregate: 'DISABLED' });
    renderLanding();
    const segregate = (await screen.findByRole('heading', { name: 'บัญชีแยก (Segregate)' })).closest('li')!;
    expect(within(segregate).getByText('ยังไม่เปิดให้สมัคร')).toBeTruthy();
    expect(within(segregate).queryByText(/ยังไม่เปิดให้บริการ|สำหรับคุณ/)).toBeNull();
    expect(screen.queryByLabelText('อีเมล')).toBeNull();
  });

  it('a READY kind with a draft saved earlier offers to continue it, saying how far it got', async () => {
    signedIn().on(
      'GET',
      `${otherPaths.oaApplication}?account=omnibus`,
      ok({ ...emptyApplication(), completed_steps: ['identity', 'work'], next_step: 'suitability' }),
    );
    renderLanding();
    const card = (await screen.findByRole('heading', { name: 'บัญชีกองทุนรวม (Omnibus)' })).closest('li')!;
    expect((await within(card).findByRole('link', { name: 'สมัครต่อจากที่ค้างไว้' })).getAttribute('href')).toBe('/oa-landing/create');
    expect(within(card).getByText('บันทึกไว้แล้ว 2 จาก 5 ขั้นตอน')).toBeTruthy();
  });

  it('NOT_READY (the starting value) shows skeletons until the flags arrive', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    fakeApi()
      .get({ [authPaths.profile]: ok(signedInProfile) })
      .on('GET', portAggregationPaths.planList, async () => {
        await gate;
        return ok(planListWith(flags));
      });
    renderLanding();
    await waitFor(() => expect(document.querySelectorAll('[data-readiness="NOT_READY"]').length).toBe(5));
    expect(screen.queryByRole('link', { name: 'เริ่มเปิดบัญชี' })).toBeNull();
    answer();
    expect(await screen.findByRole('link', { name: 'เริ่มเปิดบัญชี' })).toBeTruthy();
  });

  it('a visitor sees what an account gives, what to prepare and a sign-in link; no personal call', async () => {
    const api = fakeApi().get({ [authPaths.profile]: ok(visitorProfile) });
    renderLanding();
    expect(await screen.findByText('เวลาประมาณ 10 นาที')).toBeTruthy();
    expect(screen.getByText('บัตรประชาชนที่ยังไม่หมดอายุ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อเปิดบัญชี' }).getAttribute('href')).toBe(
      '/login?return_url=%2Foa-landing&action=login',
    );
    expect(api.calls.filter((call) => call.includes('/private/'))).toEqual([]);
    expect(screen.getByRole('link', { name: /กลับหน้าหลัก/ }).getAttribute('href')).toBe('/');
  });

  it('mail form: a bad e-mail is refused in Thai on the field and not sent; a good one shows the success toast', async () => {
    const api = signedIn(nothingSent).on('POST', otherPaths.mailFormRequest, ok({ sent: true }));
    const toasts: string[] = [];
    getEventBus().on('ui/success-toast', ({ title }) => toasts.push(title));
    renderLanding();
    const field = await screen.findByLabelText('อีเมล');
    await userEvent.type(field, 'somchai@');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งแบบฟอร์มให้ฉัน' }));
    expect(screen.getByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).not.toContain(`POST ${otherPaths.mailFormRequest}`);
    await userEvent.clear(field);
    await userEvent.type(field, 'somchai@example.co.th');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งแบบฟอร์มให้ฉัน' }));
    await waitFor(() => expect(toasts).toEqual(['ส่งแบบฟอร์มเรียบร้อยแล้ว']));
    expect(screen.getByRole('status').textContent).toBe('ส่งแบบฟอร์มเรียบร้อยแล้ว กรุณาตรวจสอบอีเมลของคุณ');
    expect(api.bodies.at(-1)).toEqual({ email: 'somchai@example.co.th' });
  });

  it.each([
    ["the server's Thai message", fail(422, 'อีเมลนี้ขอแบบฟอร์มไปแล้ววันนี้'), 'อีเมลนี้ขอแบบฟอร์มไปแล้ววันนี้'],
    ['เกิดข้อผิดพลาด with the status when it gives none', { status: 500, body: {} }, 'เกิดข้อผิดพลาด (รหัส 500)'],
  ])('mail form failure shows %s (spec §8)', async (_what, reply, shown) => {
    signedIn(nothingSent).on('POST', otherPaths.mailFormRequest, reply);
    renderLanding();
    await userEvent.type(await screen.findByLabelText('อีเมล'), 'somchai@example.co.th');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งแบบฟอร์มให้ฉัน' }));
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });
});
