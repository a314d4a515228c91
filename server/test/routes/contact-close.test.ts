import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { contactRequestSchema, contactRequestsSchema } from '@port/shared/contracts/contact-request';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import type { Db } from '../../src/db/client';
import { contactRequests } from '../../src/db/schema/contact-requests';
import { runBackOffice } from '../../src/back-office/commands';
import { businessNow } from '../../src/lib/clock';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

/** Issue 22 item 1: staff close a PRA_ERROR call-back request from the back office, with who, when and what was done. */
describe('the back office closes a call-back request (issue 22 item 1; spec §4 PRA_ERROR)', () => {
  let app: FastifyInstance;
  let db: Db;
  let praerror: Record<string, string>;
  let planId = '';
  let requestNo = '';
  const OFFICER = 'สมพร (ฝ่ายบริการลูกค้า)';
  const NOTE = 'โทรแจ้งลูกค้าแล้ว ลูกค้าจะเติมเงินในบัญชีก่อนรอบหักเงินถัดไป';

  const send = () =>
    app.inject({
      method: 'POST',
      url: otherPaths.contactRequests,
      headers: praerror,
      payload: { topic: 'PRA_ERROR', plan_id: planId, phone: '0812345678', preferred_time: 'any', idempotency_key: randomUUID() },
    });
  const open = async () =>
    contactRequestsSchema.parse((await app.inject({ url: otherPaths.contactRequests, headers: praerror })).json().data).requests;
  const close = (...args: string[]) => runBackOffice(db, ['close_contact', ...args]);

  beforeAll(async () => {
    db = await resetDb();
    app = await testApp({}, {}, db);
    praerror = await authHeaders(app, 'C0041');
    const list = planListDataSchema.parse(
      (await app.inject({ url: portAggregationPaths.planList, headers: praerror })).json().data,
    );
    planId = list.accounts[0]!.plans[0]!.plan_id;
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    requestNo = contactRequestSchema.parse(sent.json().data).request_no;
  });
  afterAll(async () => app.close());

  it('refuses a command without the officer, the note or a well-formed number, and closes nothing', async () => {
    for (const args of [
      ['--request', requestNo, '--reason', NOTE],
      ['--request', requestNo, '--officer', OFFICER],
      ['--request', 'CR-12', '--officer', OFFICER, '--reason', NOTE],
      ['--request', requestNo, '--officer', '   ', '--reason', NOTE],
    ]) {
      const answer = await close(...args);
      expect(answer.exitCode, args.join(' ')).toBe(1);
    }
    expect((await close('--request', 'CR-999999', '--officer', OFFICER, '--reason', NOTE)).output).toBe(
      'no call-back request with this number',
    );
    expect((await open()).map((r) => r.request_no)).toEqual([requestNo]);
  });

  it('closes the request once, recording who, when and what was done; the customer may ask again', async () => {
    const answer = await close('--request', requestNo, '--officer', OFFICER, '--reason', NOTE);
    expect(answer.exitCode).toBe(0);
    expect(JSON.parse(answer.output)).toMatchObject({ closed: true, requestNo, customerId: 'C0041' });
    const [row] = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, Number(requestNo.slice(3))));
    expect(row).toMatchObject({ status: 'closed', closedBy: OFFICER, closeNote: NOTE });
    expect(row!.closedAt?.toISOString()).toBe(businessNow().toISOString());
    // The card no longer shows the request number: it offers the contact form again while the debit still fails.
    expect(await open()).toEqual([]);
    const again = await close('--request', requestNo, '--officer', 'อีกคน', '--reason', 'ซ้ำ');
    expect(again).toEqual({ exitCode: 1, output: 'this request is already closed' });
    const [still] = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, Number(requestNo.slice(3))));
    expect(still).toMatchObject({ closedBy: OFFICER, closeNote: NOTE });
    const next = await send();
    expect(next.statusCode).toBe(200);
    expect(next.json().data.request_no).not.toBe(requestNo);
  });

  it('a closed request cannot lose who closed it (database check)', async () => {
    await expect(
      db
        .update(contactRequests)
        .set({ closedBy: null })
        .where(eq(contactRequests.id, Number(requestNo.slice(3)))),
    ).rejects.toThrow();
  });

  it('an unknown command names the ones there are', async () => {
    expect((await runBackOffice(db, ['close_everything'])).output).toContain('close_contact');
  });
});
