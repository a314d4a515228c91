import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { contactRequestSchema, contactRequestsSchema } from '@port/shared/contracts/contact-request';
import { CONTACT_MESSAGES } from '@port/shared/domain/contact-request';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import type { Db } from '../../src/db/client';
import { contactRequests } from '../../src/db/schema/contact-requests';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

/** Issue 22: PRA_ERROR tells what failed and how to reach the distributor; the call-back request is validated, stored once, rate-limited. */
describe('PRA_ERROR and the call-back request (issue 22; spec §4 PRA statuses, §3 Pra error_message)', () => {
  let app: FastifyInstance;
  let db: Db;
  let praerror: Record<string, string>;
  let planId = '';

  beforeAll(async () => {
    db = await resetDb();
    app = await testApp(
      { CONTACT_PHONE: '02-111-2222', CONTACT_HOURS: 'จันทร์–ศุกร์ 9:00–17:00 น.', RATE_LIMIT_CONTACT_PER_HOUR: '8' },
      {},
      db,
    );
    praerror = await authHeaders(app, 'C0041');
    const list = planListDataSchema.parse(
      (await app.inject({ url: portAggregationPaths.planList, headers: praerror })).json().data,
    );
    planId = list.accounts[0]!.plans[0]!.plan_id;
  });
  afterAll(async () => app.close());

  const send = (headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: otherPaths.contactRequests, headers, payload: body });
  const good = () => ({
    topic: 'PRA_ERROR',
    plan_id: planId,
    phone: '081-234-5678',
    preferred_time: 'morning',
    message: 'สะดวกช่วงเช้า',
    idempotency_key: randomUUID(),
  });

  it('the seeded customer is PRA_ERROR: the plan list names the plan, the plan page says what failed', async () => {
    const list = planListDataSchema.parse(
      (await app.inject({ url: portAggregationPaths.planList, headers: praerror })).json().data,
    );
    expect(list.visual_status.port).toBe('PRA_ERROR');
    expect(list.accounts[0]!.plans[0]).toMatchObject({ plan_name: 'เงินออมเพื่อลูก', pra_status: 'PRA_ERROR' });
    const detail = planDetailSchema.parse(
      (await app.inject({ url: portAggregationPaths.planDetail('omnibus', 1), headers: praerror })).json().data,
    );
    expect(detail.pra).toMatchObject({ status: 'PRA_ERROR', error_code: 'ATS_INSUFFICIENT_FUNDS' });
    expect(detail.pra?.error_message).toContain('ยอดเงินในบัญชีธนาคารไม่พอ');
  });

  it('GET gives the distributor phone and hours from the settings, and no request yet', async () => {
    const res = await app.inject({ url: otherPaths.contactRequests, headers: praerror });
    expect(res.statusCode).toBe(200);
    const data = contactRequestsSchema.parse(res.json().data);
    expect(data.contact).toMatchObject({ phone: '02-111-2222', hours: 'จันทร์–ศุกร์ 9:00–17:00 น.' });
    expect(data.requests).toEqual([]);
  });

  it('refuses bad input in Thai with 400 and stores nothing', async () => {
    const bad = await send(praerror, { ...good(), phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe(CONTACT_MESSAGES.phoneInvalid);
    const long = await send(praerror, { ...good(), message: 'ก'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error_message).toBe(CONTACT_MESSAGES.messageLong);
    const topic = await send(praerror, { ...good(), topic: 'OTHER' });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().error_message).toMatch(/[ก-๙]/);
    expect(await db.select().from(contactRequests).where(eq(contactRequests.customerId, 'C0041'))).toEqual([]);
  });

  it("another customer's plan is 404", async () => {
    const other = await authHeaders(app, 'C0003');
    const res = await send(other, good());
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe('ไม่พบข้อมูลแผน');
  });

  it('records the request once per key, with who and from where; a second open request for the plan is refused naming the first', async () => {
    const body = good();
    const first = await send(praerror, body);
    expect(first.statusCode).toBe(200);
    const created = contactRequestSchema.parse(first.json().data);
    expect(created).toMatchObject({ topic: 'PRA_ERROR', plan_id: planId, phone: '0812345678', status: 'received' });
    expect(created.request_no).toMatch(/^CR-\d{6}$/);
    const again = await send(praerror, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.request_no).toBe(created.request_no);
    const reused = await send(praerror, { ...body, message: 'อื่น' });
    expect(reused.statusCode).toBe(422);
    const second = await send(praerror, good());
    expect(second.statusCode).toBe(409);
    expect(second.json().error_message).toContain(created.request_no);
    const rows = await db.select().from(contactRequests).where(eq(contactRequests.customerId, 'C0041'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'port-web', preferredTime: 'morning', message: 'สะดวกช่วงเช้า' });
    expect(rows[0]!.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = contactRequestsSchema.parse(
      (await app.inject({ url: otherPaths.contactRequests, headers: praerror })).json().data,
    );
    expect(listed.requests.map((r) => r.request_no)).toEqual([created.request_no]);
  });

  it('is rate-limited per customer: 429 in Thai once past the hourly limit', async () => {
    // Eight sends an hour (setting above), every send counting, the refused ones too: seven were used above.
    for (let i = 0; i < 2; i += 1) await send(praerror, { ...good(), phone: 'x' });
    const res = await send(praerror, good());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().error_message).toMatch(/ถี่เกินไป/);
  });
});
