import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { oaApplicationSchema } from '@port/shared/contracts/oa';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { testApp } from '../helpers/app';
import { putApplicationStep, submitApplication } from '../helpers/oa-calls';
import { oaIdentityInput, oaWorkInput } from '../helpers/oa-steps';
import { authHeaders } from '../helpers/session';
import { customers } from '../../src/db/schema/customers';
import { oaApplications, oaApplicationSteps } from '../../src/db/schema/oa';

const ID = '1101700230708';
const identity = oaIdentityInput({
  id_number: ID,
  mobile: '081-234-5678',
  address: '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย',
});
const work = oaWorkInput;
/** Score 3 on every question = 30 → investor level 4, funds up to risk 7. */
const suitability = { answers: Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, [3]])) };
const tax = { us_person: false, tax_residences: [{ country: 'TH', tin: ID }] };
const bank = { bank_code: 'KBANK', account_no: '123-4-56789-0', account_name: 'นาย สมชาย ใจดี', ats: true };

describe('open-account application calls (issue 11; spec §3 can_oa, §4 account status)', () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  const put = (step: string, payload: unknown, headers = me) => putApplicationStep(app, headers, step, payload);
  beforeAll(async () => {
    app = await testApp();
    me = await authHeaders(app, 'C0001');
  });
  afterAll(async () => app.close());

  it('a new customer starts at the identity step with nothing saved', async () => {
    const res = await app.inject({ url: otherPaths.oaApplication, headers: me });
    expect(oaApplicationSchema.parse(res.json().data)).toMatchObject({
      status: 'draft',
      completed_steps: [],
      next_step: 'identity',
      identity: null,
    });
  });

  it.each([
    ['a wrong ID check digit', { id_number: '1101700230705' }, 'เลขประจำตัวประชาชนไม่ถูกต้อง'],
    ['a birth date under 20 at the business date (CCC s.19)', { birth_date: '2006-11-19' }, 'อายุ 20 ปีบริบูรณ์'],
    ['an expired ID card', { id_card_expiry: '2026-11-17' }, 'บัตรประชาชนหมดอายุ'],
    ['a malformed mobile number', { mobile: '0212345678' }, 'เบอร์โทรศัพท์มือถือไม่ถูกต้อง'],
    ['a malformed e-mail', { email: 'somchai@' }, 'รูปแบบอีเมลไม่ถูกต้อง'],
  ])('refuses %s with 400 in Thai', async (_why, change, words) => {
    const res = await put('identity', { ...identity, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain(words);
  });

  it('an unknown step is 400; a bank account before the identity step is 409', async () => {
    expect((await put('salary', work)).statusCode).toBe(400);
    expect((await put('bank', bank)).statusCode).toBe(409);
  });

  it('saving a step twice keeps one copy; the ID number is sealed, never plaintext, and masked back', async () => {
    await put('identity', { ...identity, mobile: '0899999999' });
    const res = await put('identity', identity);
    expect(res.statusCode).toBe(200);
    const view = oaApplicationSchema.parse(res.json().data);
    expect(view.identity).toMatchObject({ id_number_masked: 'x-xxxx-xxxxx-70-8', mobile: '0812345678' });
    expect(JSON.stringify(res.json())).not.toContain(ID);
    // C0001's rows only (the seed holds the sent-back demo applications too).
    const [mine] = await app.db.select().from(oaApplications).where(eq(oaApplications.customerId, 'C0001'));
    const rows = await app.db.select().from(oaApplicationSteps).where(eq(oaApplicationSteps.applicationId, mine!.id));
    expect(rows.filter((r) => r.step === 'identity')).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(ID);
    expect(stored).not.toContain('1-1017-00230-70-8');
    expect(stored).not.toContain('สมชาย');
  });

  it('a bank account name that does not match is 400 in Thai', async () => {
    const res = await put('bank', { ...bank, account_name: 'สมหญิง ใจดี' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain('ชื่อบัญชีต้องตรงกับชื่อ-นามสกุล');
  });

  it('a Thai tax residence left empty takes the national ID of step 1, masked back; a foreign one without a tax ID or reason is 400 (issue 11 review item 6)', async () => {
    const res = await put('tax', { us_person: false, tax_residences: [{ country: 'TH' }] });
    expect(res.statusCode).toBe(200);
    expect(oaApplicationSchema.parse(res.json().data).tax?.tax_residences).toEqual([
      { country: 'TH', tin_masked: 'x-xxxx-xxxxx-70-8' },
    ]);
    expect(JSON.stringify(res.json())).not.toContain(ID);
    const foreign = await put('tax', { us_person: false, tax_residences: [{ country: 'SG' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_message).toContain('กรุณากรอกเลขประจำตัวผู้เสียภาษี');
  });

  it('another customer never reads this application; submitting before every step is 409', async () => {
    const other = oaApplicationSchema.parse(
      (await app.inject({ url: otherPaths.oaApplication, headers: await authHeaders(app, 'C0004') })).json().data,
    );
    expect(other.identity).toBeNull();
    expect(other.completed_steps).toEqual([]);
    expect((await submitApplication(app, me)).statusCode).toBe(409);
  });

  it('resumes at the first unfinished step, then submit: ACCOUNT_SUBMITTED, can_oa WAITING, suit_risk_level the fund scale', async () => {
    await put('work', work);
    expect(
      oaApplicationSchema.parse((await app.inject({ url: otherPaths.oaApplication, headers: me })).json().data).next_step,
    ).toBe('suitability');
    const suit = oaApplicationSchema.parse((await put('suitability', suitability)).json().data).suitability;
    expect(suit).toMatchObject({ score: 30, risk_level: 4, max_fund_risk: 7 });
    expect(suit).not.toHaveProperty('answers');
    await put('tax', tax);
    const saved = oaApplicationSchema.parse((await put('bank', bank)).json().data);
    expect(saved.bank?.account_no_masked).toBe('xxx-x-xx789-0');
    expect(saved.next_step).toBe('review');
    expect(
      (await app.inject({ method: 'POST', url: otherPaths.oaApplicationSubmit, headers: me, payload: { consent: false } }))
        .statusCode,
    ).toBe(400);

    const done = await submitApplication(app, me);
    expect(done.statusCode).toBe(200);
    expect(oaApplicationSchema.parse(done.json().data)).toMatchObject({
      status: 'submitted',
      next_step: null,
      progress: { identity: 'done', suitability: 'done', bank_ats: 'pending' },
    });
    const [row] = await app.db.select().from(customers).where(eq(customers.id, 'C0001'));
    expect(row).toMatchObject({
      accountStatus: 'ACCOUNT_SUBMITTED',
      oaStatus: 'ACCOUNT_SUBMITTED',
      suitRiskLevel: 7,
      suitExpiry: '2028-11-18',
    });
    const list = planListDataSchema.parse((await app.inject({ url: portAggregationPaths.planList, headers: me })).json().data);
    expect(list.can_oa.omnibus).toBe('WAITING_ACCOUNT_APPROVED');
    expect(list.visual_status.oa).toBe('ACCOUNT_SUBMITTED');
    const again = await put('work', work);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toContain('ส่งใบสมัคร');
  });

  it('a kind that is not READY for the customer (segregate DISABLED for new) is refused in Thai; an unknown kind is 400', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `${otherPaths.oaApplicationStep('identity')}?account=segregate`,
      headers: me,
      payload: identity,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe('ยังไม่เปิดให้สมัครบัญชีประเภทนี้');
    expect((await app.inject({ url: `${otherPaths.oaApplication}?account=private-fund`, headers: me })).statusCode).toBe(400);
  });

  it('a customer with an open account of that kind cannot start a second one (409 in Thai)', async () => {
    const res = await put('identity', identity, await authHeaders(app, 'C0003'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe('ท่านมีบัญชีประเภทนี้แล้ว ไม่สามารถเปิดบัญชีซ้ำได้');
    // Even when the flag wrongly says READY, the approved omnibus account of `expiring` refuses a second one.
    const [expiring] = await app.db.select().from(customers).where(eq(customers.id, 'C0004'));
    await app.db
      .update(customers)
      .set({ canOa: { ...expiring!.canOa, omnibus: 'READY' } })
      .where(eq(customers.id, 'C0004'));
    const second = await put('identity', identity, await authHeaders(app, 'C0004'));
    expect(second.statusCode).toBe(409);
    expect(second.json().error_code).toBe('OA_ALREADY_OPENED');
  });
});
