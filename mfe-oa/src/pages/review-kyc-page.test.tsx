import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPaths, otherPaths } from '@port/shared/contracts/api-paths';
import type { CustomerRecord, KycDetails } from '@port/shared/contracts/customer-record';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import RenewalRoutes from '../renewal-routes';
import { renewalRecord, RENEWING_ID as ID, renewingProfile as profile } from '../test/renewal-fixtures';

const details: KycDetails = {
  name_th: 'มาลี ศรีสุข',
  name_en: 'Malee Srisuk',
  mobile: '0810000004',
  email: 'malee@example.co.th',
  address: null,
  occupation: 'พนักงานบริษัทเอกชน',
  income_range: null,
  fund_sources: ['เงินเดือน', 'เงินออม'],
  stored: { mobile: '0810000004', email: 'malee@example.co.th', occupation: 'employee', fund_sources: ['salary', 'savings'] },
};
/** KYC due (10 Nov) with the details on file; suitability and ID card still valid. */
const record = (over: Partial<CustomerRecord> = {}): CustomerRecord =>
  renewalRecord({
    suitability: { risk_level: 2, risk_level_name: 'เสี่ยงปานกลางค่อนข้างต่ำ', max_fund_risk: 4, expiry: '2028-11-03' },
    kyc: { expiry: '2026-11-10', details },
    id_card: { expiry: '2030-12-13', lifetime: false, may_hold_lifetime: false },
    ...over,
  });
const renderPage = () => renderAt(<RenewalRoutes />, { path: '/oa-landing/renew/kyc', route: '/oa-landing/renew/*' });

describe('/oa-landing/renew/kyc (issue 18 item 2; spec §4 KYC_EXPIRED / KYC_WARNING)', () => {
  beforeAll(async () => void (await import('./review-kyc-page')), 30_000);

  it('shows the details on file, says what is not, where to change them, and confirms once', { timeout: 30_000 }, async () => {
    const api = fakeApi()
      .get({ [authPaths.profile]: ok(profile), [otherPaths.customerRecord(ID)]: ok(record()) })
      .on('PUT', otherPaths.reviewKyc(ID), ok(record({ kyc: { expiry: '2028-11-18', details } })));
    renderPage();
    expect((await screen.findByTestId('current-kyc', {}, { timeout: 15_000 })).textContent).toBe(
      'ครบกำหนดทบทวนแล้วเมื่อ 10 พ.ย. 2569',
    );
    const shown = screen.getByTestId('kyc-details').textContent ?? '';
    expect(shown).toContain('มาลี ศรีสุข');
    expect(shown).toContain('เงินเดือน, เงินออม');
    expect(shown.match(/ไม่มีข้อมูลในระบบ/g)).toHaveLength(2);
    expect(screen.getByText(/กด "แก้ไขข้อมูล" เพื่อกรอกข้อมูลปัจจุบัน/)).toBeTruthy();
    expect(screen.getByText('เมื่อยืนยัน ครบกำหนดทบทวนครั้งถัดไป 18 พ.ย. 2571 (ทุก 2 ปี)')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ข้อมูลถูกต้อง ไม่มีการเปลี่ยนแปลง' }));
    expect(await screen.findByText(/ทบทวนข้อมูลส่วนตัวแล้ว ครบกำหนดทบทวนครั้งถัดไป 18 พ.ย. 2571/)).toBeTruthy();
    expect(api.bodies[api.calls.indexOf(`PUT ${otherPaths.reviewKyc(ID)}`)]).toEqual({ confirmed: true });
  });

  it('a refusal of the server is shown in its Thai words', { timeout: 20_000 }, async () => {
    fakeApi()
      .get({ [authPaths.profile]: ok(profile), [otherPaths.customerRecord(ID)]: ok(record()) })
      .on('PUT', otherPaths.reviewKyc(ID), fail(429, 'ทำรายการบ่อยเกินไป กรุณารอสักครู่', 'RATE_LIMITED'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'ข้อมูลถูกต้อง ไม่มีการเปลี่ยนแปลง' }, { timeout: 15_000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('ทำรายการบ่อยเกินไป');
  });

  it(
    'edit: starts from what is on file, refuses in Thai on the field, sends the details whole with the confirmation',
    { timeout: 30_000 },
    async () => {
      const api = fakeApi()
        .get({ [authPaths.profile]: ok(profile), [otherPaths.customerRecord(ID)]: ok(record()) })
        .on('PUT', otherPaths.reviewKyc(ID), ok(record({ kyc: { expiry: '2028-11-18', details } })));
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'ข้อมูลมีการเปลี่ยนแปลง แก้ไขข้อมูล' }, { timeout: 15_000 }));
      const email = screen.getByLabelText('อีเมล');
      expect((email as HTMLInputElement).value).toBe('malee@example.co.th');
      await userEvent.clear(email);
      await userEvent.type(email, 'malee@');
      await userEvent.type(screen.getByLabelText('ที่อยู่ปัจจุบัน'), 'ถ'.repeat(201));
      await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลใหม่และยืนยัน' }));
      expect(screen.getByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeTruthy();
      expect(screen.getByText('ที่อยู่ ยาวได้ไม่เกิน 200 ตัวอักษร')).toBeTruthy();
      expect(screen.getAllByText('กรุณากรอกข้อมูล').length).toBeGreaterThan(0);
      expect(api.calls).not.toContain(`PUT ${otherPaths.reviewKyc(ID)}`);
      await userEvent.type(email, 'example.co.th');
      // A field's message goes once it is changed; the others stay until the next save.
      expect(screen.queryByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeNull();
      expect(screen.getByText('ที่อยู่ ยาวได้ไม่เกิน 200 ตัวอักษร')).toBeTruthy();
      await userEvent.clear(screen.getByLabelText('ที่อยู่ปัจจุบัน'));
      await userEvent.type(screen.getByLabelText('ที่อยู่ปัจจุบัน'), '12 ถนนสีลม');
      await userEvent.type(screen.getByLabelText('จังหวัด'), 'กรุงเทพมหานคร');
      await userEvent.type(screen.getByLabelText('รหัสไปรษณีย์'), '10500');
      await userEvent.selectOptions(screen.getByLabelText('รายได้ต่อเดือน'), 'gt100k');
      await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลใหม่และยืนยัน' }));
      expect(await screen.findByText(/ทบทวนข้อมูลส่วนตัวแล้ว/)).toBeTruthy();
      expect(api.bodies[api.calls.indexOf(`PUT ${otherPaths.reviewKyc(ID)}`)]).toEqual({
        confirmed: true,
        details: {
          mobile: '0810000004',
          email: 'malee@example.co.th',
          address: '12 ถนนสีลม',
          province: 'กรุงเทพมหานคร',
          postcode: '10500',
          occupation: 'employee',
          income_range: 'gt100k',
          fund_sources: ['salary', 'savings'],
        },
      });
    },
  );
});
