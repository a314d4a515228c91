import { describe, expect, it } from 'vitest';
import { identityStepSchema, taxStepSchema } from '@port/shared/contracts/oa-steps';
import { fieldErrors } from './field-errors';

describe('field errors in Thai before a step completes (issue 11)', () => {
  it("names each wrong field with the schema's Thai message", () => {
    const result = fieldErrors(identityStepSchema('2026-11-18'), {
      first_name_th: 'Somchai',
      last_name_th: 'ใจดี',
      first_name_en: 'Somchai',
      last_name_en: 'Jaidee',
      birth_date: '2010-01-01',
      id_number: '1101700230705',
      id_card_expiry: '2026-11-17',
      mobile: '0212345678',
      email: 'x@',
      address: 'ที่อยู่',
      province: 'กรุงเทพ',
      postcode: '101',
    });
    expect(result.errors).toEqual({
      first_name_th: 'กรุณากรอกเป็นภาษาไทย',
      birth_date: 'ผู้เปิดบัญชีต้องมีอายุ 18 ปีบริบูรณ์ขึ้นไป',
      id_number: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
      id_card_expiry: 'บัตรประชาชนหมดอายุแล้ว กรุณาใช้บัตรที่ยังไม่หมดอายุ',
      mobile: 'เบอร์โทรศัพท์มือถือไม่ถูกต้อง (10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09)',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
      postcode: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    });
  });

  it('a foreign tax residence without a tax ID or a reason is an error on its tax ID field; a Thai one defaults to the national ID', () => {
    expect(fieldErrors(taxStepSchema, { us_person: false, tax_residences: [{ country: 'SG' }] }).errors).toEqual({
      'tax_residences.0.tin': 'กรุณากรอกเลขประจำตัวผู้เสียภาษี หรือเลือกเหตุผลที่ไม่มี',
    });
    // A Thai one may stay empty: the server takes the national ID number of step 1 (issue 11 review item 6).
    expect(fieldErrors(taxStepSchema, { us_person: false, tax_residences: [{ country: 'TH' }] }).errors).toBeNull();
  });
});
