import { describe, expect, it } from 'vitest';
import { oaApplicationSchema } from '@port/shared/contracts/oa';
import { oaIdentityInput } from '../helpers/oa-steps';
import { eq } from 'drizzle-orm';
import { oaApplications, oaApplicationSteps } from '../../src/db/schema/oa';
import { putApplicationStep } from '../helpers/oa-calls';
import { signedInApp } from '../helpers/signed-in-app';

const ID = '1101700230708';
const identity = oaIdentityInput({ id_number: ID });
const US_TIN = '123-45-6789';

/** Issue 18 item 2, "an account application that tells the truth": every refusal in Thai, nothing saved. */
describe('a truthful account application (issue 18 item 2; spec §5 form rules are ours)', () => {
  const applicant = signedInApp('C0001');
  const put = (step: string, payload: unknown) => putApplicationStep(applicant.app, applicant.headers, step, payload);
  /** This customer's saved steps (the seed holds the sent-back demo applications too). */
  const mySteps = async () =>
    (
      await applicant.app.db
        .select({ step: oaApplicationSteps.step })
        .from(oaApplicationSteps)
        .innerJoin(oaApplications, eq(oaApplications.id, oaApplicationSteps.applicationId))
        .where(eq(oaApplications.customerId, 'C0001'))
    ).map((r) => r.step);
  const view = (res: { json: () => { data: unknown } }) => oaApplicationSchema.parse(res.json().data);

  it('a first identity step without an ID number is refused (nothing saved to keep)', async () => {
    const res = await put('identity', { ...identity, id_number: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain('เลขประจำตัวประชาชนไม่ถูกต้อง');
  });

  it('an applicant 19 years old is refused with the reason (Civil and Commercial Code s.19); 20 on the birthday is accepted', async () => {
    // The business date of the tests is 2026-11-18.
    const nineteen = await put('identity', { ...identity, birth_date: '2007-05-01' });
    expect(nineteen.statusCode).toBe(400);
    expect(nineteen.json().error_message).toContain('20 ปีบริบูรณ์');
    expect(nineteen.json().error_message).toContain('มาตรา 19');
    expect(await mySteps()).toHaveLength(0);
    expect((await put('identity', { ...identity, birth_date: '2006-11-18' })).statusCode).toBe(200);
  });

  it.each([
    ['a 160-character Thai surname', { last_name_th: 'ก'.repeat(160) }, 'นามสกุล (ภาษาไทย) ยาวได้ไม่เกิน 50 ตัวอักษร'],
    ['a 60-character English name', { first_name_en: 'A'.repeat(60) }, 'ชื่อ (ภาษาอังกฤษ) ยาวได้ไม่เกิน 50 ตัวอักษร'],
    ['a 201-character address', { address: 'ถ'.repeat(201) }, 'ที่อยู่ ยาวได้ไม่เกิน 200 ตัวอักษร'],
  ])('%s is refused with its own length message, not "please fill in"', async (_why, change, words) => {
    const res = await put('identity', { ...identity, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain(words);
  });

  it('re-saving step 1 with the ID number left empty keeps the saved number; a new valid number replaces it', async () => {
    const res = await put('identity', { ...identity, id_number: '', mobile: '0899999999' });
    expect(res.statusCode).toBe(200);
    expect(view(res).identity).toMatchObject({ id_number_masked: 'x-xxxx-xxxxx-70-8', mobile: '0899999999' });
    const wrong = await put('identity', { ...identity, id_number: '1101700230705' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_message).toContain('เลขประจำตัวประชาชนไม่ถูกต้อง');
  });

  it('a US person without a US TIN, or without the W-9 consent, is refused 400 in Thai and nothing is saved', async () => {
    const residences = [{ country: 'TH' }, { country: 'US' }];
    const noTin = await put('tax', { us_person: true, w9_consent: true, tax_residences: residences });
    expect(noTin.statusCode).toBe(400);
    expect(noTin.json().error_message).toContain('เลขประจำตัวผู้เสียภาษีสหรัฐอเมริกา');
    const noW9 = await put('tax', { us_person: true, us_tin: US_TIN, tax_residences: residences });
    expect(noW9.statusCode).toBe(400);
    expect(noW9.json().error_message).toContain('W-9');
    const badTin = await put('tax', { us_person: true, us_tin: '12345', w9_consent: true, tax_residences: residences });
    expect(badTin.statusCode).toBe(400);
    expect((await mySteps()).filter((step) => step === 'tax')).toHaveLength(0);
  });

  it.each([
    [
      'a US person with no US tax residence',
      { us_person: true, us_tin: US_TIN, w9_consent: true, tax_residences: [{ country: 'TH' }] },
      'เพิ่มสหรัฐอเมริกา',
    ],
    [
      'not a US person but a US tax residence',
      { us_person: false, tax_residences: [{ country: 'US', tin: '123456789' }] },
      'จึงเป็นบุคคลอเมริกัน',
    ],
    [
      'a US residence claiming the US issues no TIN',
      { us_person: true, us_tin: US_TIN, w9_consent: true, tax_residences: [{ country: 'US', no_tin_reason: 'A' }] },
      'SSN หรือ ITIN',
    ],
  ])('FATCA and CRS answers that contradict each other are 422 in Thai: %s', async (_why, body, words) => {
    const res = await put('tax', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('OA_FATCA_CRS_CONFLICT');
    expect(res.json().error_message).toContain(words);
  });

  it('a US person with a US TIN and the W-9 consent saves; the US residence takes the US TIN, masked back', async () => {
    const res = await put('tax', {
      us_person: true,
      us_tin: US_TIN,
      w9_consent: true,
      tax_residences: [{ country: 'TH' }, { country: 'US' }],
    });
    expect(res.statusCode).toBe(200);
    expect(view(res).tax).toEqual({
      us_person: true,
      us_tin_masked: 'xxxxxx789',
      w9_consent: true,
      tax_residences: [
        { country: 'TH', tin_masked: 'x-xxxx-xxxxx-70-8' },
        { country: 'US', tin_masked: 'xxxxxx789' },
      ],
    });
    expect(JSON.stringify(res.json())).not.toContain('6789');
  });
});
