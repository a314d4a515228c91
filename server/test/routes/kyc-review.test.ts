import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { customerRecordSchema } from '@port/shared/contracts/customer-record';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';
import { customerRecordEvents } from '../../src/db/schema/customer-record-events';
import { customers } from '../../src/db/schema/customers';

const ID = 'C0003';

describe('the KYC review (issue 18 item 2; spec §4 KYC_EXPIRED / KYC_WARNING; server tests frozen at 2026-11-18)', () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  const review = (payload: unknown, id = ID, headers = me) =>
    app.inject({ method: 'PUT', url: otherPaths.reviewKyc(id), headers, payload: payload as object });
  const events = () => app.db.select().from(customerRecordEvents).where(eq(customerRecordEvents.customerId, ID));
  const profile = async () =>
    tradingProfileSchema.parse((await app.inject({ url: portPaths.tradingProfile, headers: me })).json().data);
  const visual = async () =>
    planListDataSchema.parse((await app.inject({ url: portAggregationPaths.planList, headers: me })).json().data).visual_status;

  beforeAll(async () => {
    app = await testApp();
    me = await authHeaders(app, ID);
    await app.db.update(customers).set({ kycExpiry: '2026-11-10', accountStatus: 'KYC_EXPIRED' }).where(eq(customers.id, ID));
  });
  afterAll(async () => app.close());

  it('the record shows the details on file, and says plainly what is not (a seeded customer has no application)', async () => {
    const record = customerRecordSchema.parse(
      (await app.inject({ url: otherPaths.customerRecord(ID), headers: me })).json().data,
    );
    expect(record.kyc.expiry).toBe('2026-11-10');
    expect(record.kyc.details).toMatchObject({ address: null, occupation: null, income_range: null, fund_sources: null });
    expect(record.kyc.details?.email).toMatch(/@/);
  });

  it('refusals: 400 in Thai without the confirmation, 404 for another customer, 409 while an application is open; nothing saved', async () => {
    for (const payload of [{}, { confirmed: false }, { confirmed: 'yes' }]) {
      const res = await review(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error_message).toMatch(/[ก-๙]/);
    }
    const other = await authHeaders(app, 'C0004');
    expect((await review({ confirmed: true }, ID, other)).statusCode).toBe(404);
    expect((await review({ confirmed: true }, 'C0004')).statusCode).toBe(404);
    const opening = await authHeaders(app, 'C0002');
    const open = await review({ confirmed: true }, 'C0002', opening);
    expect(open.statusCode).toBe(409);
    expect(open.json().error_message).toContain('เปิดบัญชี');
    expect(await events()).toHaveLength(0);
  });

  it('the guard refuses before with the KYC fix link; the review saves two years on with its audit event and the guard allows', async () => {
    const before = await profile();
    expect(before.refusals.map((r) => [r.error_code, r.fix_url])).toEqual([['KYC_EXPIRED', '/oa-landing/renew/kyc']]);
    expect(before.can_buy).toBe(false);
    const res = await review({ confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(customerRecordSchema.parse(res.json().data).kyc.expiry).toBe('2028-11-18');
    const [event, ...more] = await events();
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      kind: 'kyc_reviewed',
      channel: 'port-web',
      before: { kyc_expiry: '2026-11-10' },
      after: { kyc_expiry: '2028-11-18' },
    });
    expect(event!.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await profile()).toMatchObject({ can_buy: true, refusals: [] });
    const status = await visual();
    expect(status.customer).not.toContain('KYC_EXPIRED');
    expect(status.customer).not.toContain('KYC_WARNING');
  });

  it('edited details: refused 400 in Thai field by field (shared schema, same limits as the application), nothing saved', async () => {
    const count = (await events()).length;
    for (const [details, words] of [
      [{ ...changedDetails, email: 'somchai@' }, 'รูปแบบอีเมลไม่ถูกต้อง'],
      [{ ...changedDetails, address: 'ถ'.repeat(201) }, 'ที่อยู่ ยาวได้ไม่เกิน 200 ตัวอักษร'],
      [{ ...changedDetails, occupation: 'astronaut' }, 'กรุณาเลือกคำตอบ'],
      [{ ...changedDetails, mobile: '021234567' }, 'เบอร์โทรศัพท์มือถือไม่ถูกต้อง'],
    ] as const) {
      const res = await review({ confirmed: true, details });
      expect(res.statusCode, JSON.stringify(details)).toBe(400);
      expect(res.json().error_message).toContain(words);
    }
    expect(await events()).toHaveLength(count);
  });

  it('edited details are saved with a new review date; the audit event holds the old and new details sealed, never plaintext', async () => {
    const res = await review({ confirmed: true, details: changedDetails });
    expect(res.statusCode, res.body).toBe(200);
    const record = customerRecordSchema.parse(res.json().data);
    expect(record.kyc.details).toMatchObject({
      mobile: '0898887777',
      email: 'weera.new@example.co.th',
      address: '88/8 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900',
      occupation: 'เจ้าของกิจการ / ค้าขาย',
      income_range: 'มากกว่า 100,000 บาท',
      fund_sources: ['รายได้จากธุรกิจ', 'เงินออม'],
    });
    const event = (await events()).at(-1)!;
    expect(event.kind).toBe('kyc_reviewed');
    expect(event.after).toMatchObject({ kyc_expiry: '2028-11-18', details_changed: 1 });
    expect(typeof event.before.details_sealed).toBe('string');
    expect(typeof event.after.details_sealed).toBe('string');
    expect(JSON.stringify(event)).not.toContain('พหลโยธิน');
    expect(JSON.stringify(event)).not.toContain('0898887777');
    // Read again: the changed details are what is on file now, and the contact on the customer row.
    const again = customerRecordSchema.parse((await app.inject({ url: otherPaths.customerRecord(ID), headers: me })).json().data);
    expect(again.kyc.details?.stored).toMatchObject({ occupation: 'business', postcode: '10900' });
    const [row] = await app.db.select().from(customers).where(eq(customers.id, ID));
    expect(row).toMatchObject({ email: 'weera.new@example.co.th', tel: '0898887777' });
  });
});

const changedDetails = {
  mobile: '089-888-7777',
  email: 'weera.new@example.co.th',
  address: '88/8 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร',
  province: 'กรุงเทพมหานคร',
  postcode: '10900',
  occupation: 'business',
  income_range: 'gt100k',
  fund_sources: ['business', 'savings'],
};
