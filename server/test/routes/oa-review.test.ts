import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { oaApplicationSchema } from '@port/shared/contracts/oa';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { testApp } from '../helpers/app';
import { putApplicationStep, submitApplication } from '../helpers/oa-calls';
import { oaApplicationSteps } from '../helpers/oa-steps';
import { authHeaders } from '../helpers/session';
import { customers } from '../../src/db/schema/customers';
import { oaApplications } from '../../src/db/schema/oa';
import { oaApplicationEvents } from '../../src/db/schema/oa-events';
import { approveApplication } from '../../src/services/open-account/oa-approve';
import { returnApplication } from '../../src/services/open-account/oa-review';

const NEED_INFO_REASON = 'แหล่งที่มาของเงินลงทุนไม่สอดคล้องกับอาชีพและรายได้ที่ระบุ กรุณาระบุแหล่งที่มาของเงินให้ครบถ้วน';
const ID = '1101700230708';
const steps = oaApplicationSteps(ID, { ats: true });
/** The seeded need-info customer's work step as sent (demo-returned-applications.ts). */
const sentWork = {
  occupation: 'employee',
  income_range: '15k-30k',
  fund_sources: ['inheritance'],
  income_country: 'TH',
  is_pep: false,
};

describe('the back office sends an application back; the customer corrects the asked parts and resubmits (issue 22 item 1; spec §4 ACCOUNT_REJECTED / NEED_INFO / LACK_INFO / RESUBMITTED)', () => {
  let app: FastifyInstance;
  const as: Record<string, Record<string, string>> = {};
  const put = (who: string, step: string, payload: unknown) => putApplicationStep(app, as[who]!, step, payload);
  const submit = (who: string) => submitApplication(app, as[who]!);
  const read = async (who: string) =>
    oaApplicationSchema.parse((await app.inject({ url: otherPaths.oaApplication, headers: as[who] })).json().data);
  const visual = async (who: string) =>
    planListDataSchema.parse((await app.inject({ url: portAggregationPaths.planList, headers: as[who] })).json().data);
  beforeAll(async () => {
    app = await testApp();
    for (const id of ['C0001', 'C0061', 'C0062', 'C0063']) as[id] = await authHeaders(app, id);
  });
  afterAll(async () => app.close());

  it('each seeded customer reads their status, the reason and exactly the asked step', async () => {
    const expected = [
      ['C0061', 'rejected', 'ACCOUNT_REJECTED', ['bank']],
      ['C0062', 'need_info', 'ACCOUNT_NEED_INFO', ['work']],
      ['C0063', 'lack_info', 'ACCOUNT_LACK_INFO', ['identity']],
    ] as const;
    for (const [who, status, oa, parts] of expected) {
      const view = await read(who);
      expect(view).toMatchObject({ status, next_step: parts[0], review: { parts } });
      expect(view.review?.reason).toMatch(/[ก-๙]/);
      const list = await visual(who);
      expect(list.visual_status.oa).toBe(oa);
      expect(list.visual_status.options.reject_reason).toBe(view.review?.reason);
      expect(list.can_oa.omnibus).toBe('READY');
    }
  });

  it('a step the back office did not ask about is refused with 409 in Thai; the asked one saves', async () => {
    const other = await put('C0062', 'bank', { ...steps.bank, account_name: 'รัตนา วงศ์ใหญ่' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error_code: 'OA_PART_NOT_ASKED',
      error_message: 'เจ้าหน้าที่ขอให้แก้ไขเฉพาะอาชีพและรายได้ ส่วนอื่นของใบสมัครแก้ไขไม่ได้',
    });
    expect((await put('C0062', 'work', sentWork)).statusCode).toBe(200);
  });

  it('a resubmission with the asked step as it was is refused with 422 and the back office reason', async () => {
    const res = await submit('C0062');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'OA_UNCHANGED',
      error_message: `ยังไม่ได้แก้ไขอาชีพและรายได้ตามที่เจ้าหน้าที่ขอ: ${NEED_INFO_REASON}`,
    });
    expect((await read('C0062')).status).toBe('need_info');
  });

  it('corrected, it resubmits: ACCOUNT_RESUBMITTED, waiting for approval again, the send recorded with who and how', async () => {
    expect((await put('C0062', 'work', { ...sentWork, fund_sources: ['salary', 'savings'] })).statusCode).toBe(200);
    const res = await submit('C0062');
    expect(res.statusCode, res.body).toBe(200);
    expect(oaApplicationSchema.parse(res.json().data)).toMatchObject({ status: 'submitted', resubmitted: true, review: null });
    const list = await visual('C0062');
    expect(list.visual_status).toMatchObject({ oa: 'ACCOUNT_RESUBMITTED', options: { reject_reason: null } });
    expect(list.can_oa.omnibus).toBe('WAITING_ACCOUNT_APPROVED');
    const events = await app.db.select().from(oaApplicationEvents).where(eq(oaApplicationEvents.customerId, 'C0062'));
    expect(events.map(({ kind, actor, channel, parts, reason }) => ({ kind, actor, channel, parts, reason }))).toEqual([
      { kind: 'need_info', actor: 'วรรณา ศรีวงศ์ (ฝ่ายเปิดบัญชี)', channel: 'seed', parts: ['work'], reason: NEED_INFO_REASON },
      { kind: 'resubmitted', actor: 'C0062', channel: 'port-web', parts: ['work'], reason: null },
    ]);
    // Sent again, nothing can be edited until the back office answers.
    expect((await put('C0062', 'work', sentWork)).json().error_code).toBe('OA_ALREADY_SUBMITTED');
  });

  it('the back office asks about two steps: each must change; bad requests and a second answer are refused', async () => {
    for (const [step, body] of Object.entries(steps)) expect((await put('C0001', step, body)).statusCode).toBe(200);
    expect((await submit('C0001')).statusCode).toBe(200);
    const [row] = await app.db.select().from(oaApplications).where(eq(oaApplications.customerId, 'C0001'));
    const officer = 'สมพร (ฝ่ายเปิดบัญชี)';
    const reason = 'สำเนาสมุดบัญชีไม่ชัดเจน และถิ่นที่อยู่ทางภาษีไม่ครบ';
    await expect(returnApplication(app.db, row!.id, { outcome: 'rejected', parts: [], reason, officer })).rejects.toThrow();
    await expect(
      returnApplication(app.db, row!.id, { outcome: 'rejected', parts: ['bank'], reason: ' ', officer }),
    ).rejects.toThrow();
    const result = await returnApplication(app.db, row!.id, { outcome: 'rejected', parts: ['tax', 'bank'], reason, officer });
    expect(result).toMatchObject({ outcome: 'rejected', parts: ['tax', 'bank'] });
    expect(await returnApplication(app.db, row!.id, { outcome: 'need_info', parts: ['work'], reason, officer })).toBeNull();
    expect(await approveApplication(app.db, row!.id)).toBeNull();
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, 'C0001'));
    expect(customer).toMatchObject({ oaStatus: 'ACCOUNT_REJECTED', accountStatus: 'ACCOUNT_REJECTED', rejectReason: reason });
    expect((await read('C0001')).progress.bank_ats).toBe('rejected');

    expect((await put('C0001', 'bank', { ...steps.bank, account_no: '5556667778' })).statusCode).toBe(200);
    const half = await submit('C0001');
    expect(half.statusCode).toBe(422);
    expect(half.json().error_message).toBe(`ยังไม่ได้แก้ไขสถานะทางภาษีตามที่เจ้าหน้าที่ขอ: ${reason}`);
    const tax = {
      us_person: false,
      tax_residences: [
        { country: 'TH', tin: ID },
        { country: 'SG', no_tin_reason: 'B' },
      ],
    };
    const saved = await put('C0001', 'tax', tax);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await submit('C0001')).statusCode).toBe(200);
    const [after] = await app.db.select().from(customers).where(eq(customers.id, 'C0001'));
    expect(after).toMatchObject({ oaStatus: 'ACCOUNT_RESUBMITTED', rejectReason: null });
    expect(await approveApplication(app.db, row!.id)).not.toBeNull();
  });
});
