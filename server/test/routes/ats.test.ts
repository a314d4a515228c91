import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { atsRegistrationSchema } from '@port/shared/contracts/ats';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';
import { atsRegistrations } from '../../src/db/schema/ats';
import { customerBanks } from '../../src/db/schema/customers';
import { customerRecordEvents } from '../../src/db/schema/customer-record-events';
import { confirmAts, rejectAts, submittedAtsCustomerIds } from '../../src/services/ats/public';
import { startApprovalWorker } from '../../src/services/open-account/oa-approval-worker';

const REQUIRED = 'C0051';
const REJECTED = 'C0052';
const body = { bank_code: 'SCB', account_no: '123-4-56789-0', account_name: 'นาย อนุชา ใจเย็น', ats: true };

describe('ATS of an existing customer (issue 22 item 1; spec §4 ATS_REQUIRED → ATS_SUBMITTED → ATS_CONFIRMED / ATS_REJECTED)', () => {
  let app: FastifyInstance;
  const me: Record<string, Record<string, string>> = {};
  const put = (customerId: string, payload: unknown, headers = me[customerId]!) =>
    app.inject({ method: 'PUT', url: otherPaths.atsRegistration(customerId), headers, payload: payload as object });
  const read = async (customerId: string) =>
    atsRegistrationSchema.parse(
      (await app.inject({ url: otherPaths.atsRegistration(customerId), headers: me[customerId] })).json().data,
    );
  const visual = async (customerId: string) =>
    planListDataSchema.parse(
      (await app.inject({ url: `${portAggregationPaths.planList}?refresh=1`, headers: me[customerId] })).json().data,
    ).visual_status;
  const events = (customerId: string) =>
    app.db.select().from(customerRecordEvents).where(eq(customerRecordEvents.customerId, customerId));

  beforeAll(async () => {
    app = await testApp();
    for (const id of [REQUIRED, REJECTED, 'C0003']) me[id] = await authHeaders(app, id);
  });
  afterAll(async () => app.close());

  it('the seeded states: a required debit with the main bank, a refused one with its reason and masked bank', async () => {
    expect(await read(REQUIRED)).toMatchObject({
      status: 'ATS_REQUIRED',
      reject_reason: null,
      bank: { bank_code: 'KBANK', account_no_masked: 'xxx-x-xx234-5', account_name: null },
      names: { first_name_th: 'อนุชา', last_name_th: 'ใจเย็น', first_name_en: 'Anucha', last_name_en: 'Jaiyen' },
    });
    expect((await visual(REQUIRED)).customer).toContain('ATS_REQUIRED');
    const rejected = await read(REJECTED);
    expect(rejected).toMatchObject({
      status: 'ATS_REJECTED',
      reject_reason: 'ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว',
      bank: { bank_code: 'KTB', bank_name: 'ธนาคารกรุงไทย', account_no_masked: 'xxx-x-xx234-5', account_name: 'วิภาวดี สุขใจ' },
    });
    expect(JSON.stringify(rejected)).not.toContain('9870012345');
    const status = await visual(REJECTED);
    expect(status.customer).toContain('ATS_REJECTED');
    expect(status.options.reject_reason).toBe('ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว');
    expect(status.options.bank).toMatchObject({ bank_name: 'ธนาคารกรุงไทย', bank_account_no_display: 'xxx-x-xx234-5' });
  });

  it("bad bank details: 400 with the bank step's Thai words, nothing saved, no event", async () => {
    const cases: [unknown, string][] = [
      [{ ...body, account_no: '12345' }, 'เลขที่บัญชีต้องเป็นตัวเลข 10–12 หลัก'],
      [{ ...body, bank_code: 'XYZ' }, 'กรุณาเลือกคำตอบ'],
      [{ ...body, account_name: '' }, 'กรุณากรอกข้อมูล'],
      [{ ...body, ats: false }, 'กรุณายินยอมให้หักบัญชีอัตโนมัติ (ATS) ก่อนส่งคำขอ'],
      [{ ...body, account_name: 'สมชาย ใจดี' }, 'ชื่อบัญชีต้องตรงกับชื่อ-นามสกุลของคุณ'],
      [{}, 'กรุณา'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(REQUIRED, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION');
      expect(res.json().error_message).toContain(message);
    }
    expect((await read(REQUIRED)).status).toBe('ATS_REQUIRED');
    expect(await events(REQUIRED)).toHaveLength(0);
  });

  it("another customer's ATS is 404; a customer with nothing to register is 409 in Thai", async () => {
    expect((await app.inject({ url: otherPaths.atsRegistration(REQUIRED), headers: me.C0003 })).statusCode).toBe(404);
    expect((await put(REQUIRED, body, me.C0003)).statusCode).toBe(404);
    const investor = await put('C0003', { ...body, account_name: 'วีระ ลงทุนดี' });
    expect(investor.statusCode).toBe(409);
    expect(investor.json()).toMatchObject({ error_code: 'ATS_NOT_REQUIRED', error_message: expect.stringMatching(/[ก-๙]/) });
    expect((await read('C0003')).status).toBeNull();
  });

  it('a request in the own name (English too, any title) is sent once: ATS_SUBMITTED, sealed, an event with who and how', async () => {
    const [first, second] = await Promise.all([
      put(REQUIRED, { ...body, account_name: 'MR. ANUCHA JAIYEN' }),
      put(REQUIRED, { ...body, account_name: 'MR. ANUCHA JAIYEN' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error_code).toBe('ATS_ALREADY_SUBMITTED');
    expect(await read(REQUIRED)).toMatchObject({
      status: 'ATS_SUBMITTED',
      bank: { bank_code: 'SCB', account_no_masked: 'xxx-x-xx789-0', account_name: 'MR. ANUCHA JAIYEN' },
    });
    const [row] = await app.db.select().from(atsRegistrations).where(eq(atsRegistrations.customerId, REQUIRED));
    expect(JSON.stringify(row)).not.toContain('1234567890');
    const [event, ...more] = await events(REQUIRED);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      kind: 'ats_requested',
      channel: 'port-web',
      before: { status: 'ATS_REQUIRED', bank_code: null },
      after: { status: 'ATS_SUBMITTED', bank_code: 'SCB', account_no_masked: 'xxx-x-xx789-0' },
    });
    expect(event?.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(event)).not.toContain('1234567890');
    const status = await visual(REQUIRED);
    expect(status.customer).toContain('ATS_SUBMITTED');
    expect(status.customer).not.toContain('ATS_REQUIRED');
  });

  it('the back office (worker) confirms it: the account becomes the main bank, no ATS card is left', async () => {
    let clock = 0;
    const worker = startApprovalWorker(app.db, {
      afterMs: 1000,
      everyMs: 3_600_000,
      now: () => clock,
      list: (db) => submittedAtsCustomerIds(db, REQUIRED),
      approve: confirmAts,
    });
    try {
      expect(await worker.tick()).toEqual([]);
      clock = 1000;
      expect(await worker.tick()).toEqual([REQUIRED]);
    } finally {
      worker.stop();
    }
    expect((await read(REQUIRED)).status).toBe('ATS_CONFIRMED');
    const banks = await app.db.select().from(customerBanks).where(eq(customerBanks.customerId, REQUIRED));
    expect(banks.filter((b) => b.isMain).map((b) => [b.bankName, b.bankAccountNo])).toEqual([['SCB', '1234567890']]);
    expect((await visual(REQUIRED)).customer.filter((s) => s.startsWith('ATS_'))).toEqual([]);
    expect((await events(REQUIRED)).map((e) => [e.kind, e.channel])).toEqual([
      ['ats_requested', 'port-web'],
      ['ats_confirmed', 'back-office'],
    ]);
    expect(await confirmAts(app.db, REQUIRED)).toBeNull();
    const again = await put(REQUIRED, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('ATS_ALREADY_CONFIRMED');
  });

  it('a refused request is corrected and sent again; a second refusal brings its own reason back', async () => {
    const corrected = await put(REJECTED, { bank_code: 'KTB', account_no: '9870012346', account_name: 'วิภาวดี สุขใจ', ats: true });
    expect(corrected.statusCode).toBe(200);
    expect(atsRegistrationSchema.parse(corrected.json().data)).toMatchObject({ status: 'ATS_SUBMITTED', reject_reason: null });
    expect((await visual(REJECTED)).options.reject_reason).toBeNull();
    expect(await rejectAts(app.db, REJECTED, 'บัญชีนี้เป็นบัญชีประเภทที่หักบัญชีอัตโนมัติไม่ได้')).toBe(true);
    expect(await rejectAts(app.db, REJECTED, 'ซ้ำ')).toBe(false);
    expect(await read(REJECTED)).toMatchObject({
      status: 'ATS_REJECTED',
      reject_reason: 'บัญชีนี้เป็นบัญชีประเภทที่หักบัญชีอัตโนมัติไม่ได้',
      bank: { account_no_masked: 'xxx-x-xx234-6' },
    });
    expect((await events(REJECTED)).map((e) => e.kind)).toEqual(['ats_requested', 'ats_rejected']);
  });
});
