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
import { accounts } from '../../src/db/schema/accounts';
import { customerBanks, customers } from '../../src/db/schema/customers';
import { oaApplications, oaNationalIds } from '../../src/db/schema/oa';
import { approveApplication } from '../../src/services/open-account/oa-approve';
import { startApprovalWorker } from '../../src/services/open-account/oa-approval-worker';
import { setIdentityVerifier } from '../../src/services/open-account/oa-verifier';

const ID = '1101700230708';
const OTHER_ID = '3100600123450';
const { identity, ...steps } = oaApplicationSteps(ID, { ats: true });

describe('open-account: one customer per national ID, lifetime ID cards, approval (issue 11; spec §4 account status)', () => {
  let app: FastifyInstance;
  let newcomer: Record<string, string>;
  let expiring: Record<string, string>;
  const put = (step: string, payload: unknown, headers: Record<string, string>, account = 'omnibus') =>
    putApplicationStep(app, headers, step, payload, account);
  beforeAll(async () => {
    app = await testApp();
    newcomer = await authHeaders(app, 'C0001');
    expiring = await authHeaders(app, 'C0004');
  });
  afterAll(async () => app.close());

  it('a second customer with the same national ID is refused with 409 in Thai; the number is kept only as a keyed hash', async () => {
    expect((await put('identity', identity, newcomer)).statusCode).toBe(200);
    expect((await put('identity', identity, newcomer)).statusCode).toBe(200);
    const res = await put('identity', { ...identity, id_number: '1-1017-00230-70-8' }, expiring, 'segregate');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'OA_DUPLICATE_ID',
      error_message: 'เลขประจำตัวประชาชนนี้ใช้สมัครเปิดบัญชีกับผู้ใช้อื่นแล้ว หากเป็นเลขของท่าน กรุณาติดต่อเจ้าหน้าที่',
    });
    // Besides the seed's sent-back demo applications (C006x), only the first customer holds the number.
    const claims = (await app.db.select().from(oaNationalIds)).filter((c) => !c.customerId.startsWith('C006'));
    expect(claims.map((c) => c.customerId)).toEqual(['C0001']);
    expect(JSON.stringify(claims)).not.toContain(ID);
    expect(claims[0]?.idHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('a customer may correct the number while the application is a draft, which frees the old one', async () => {
    expect((await put('identity', { ...identity, id_number: OTHER_ID }, newcomer)).statusCode).toBe(200);
    expect((await put('identity', identity, expiring, 'segregate')).statusCode).toBe(200);
    const back = await put('identity', identity, newcomer);
    expect(back.statusCode).toBe(409);
    expect(back.json().error_code).toBe('OA_DUPLICATE_ID');
    expect((await put('identity', { ...identity, id_number: OTHER_ID }, newcomer)).statusCode).toBe(200);
  });

  it.each([
    ['a 36-year-old', '1990-05-01', 400],
    ['a 69-year-old', '1957-11-19', 400],
    ['a 70-year-old', '1956-11-18', 200],
  ])('a lifetime ID card (ตลอดชีพ) for %s answers %i', async (_who, birth, status) => {
    const res = await put(
      'identity',
      { ...identity, id_number: OTHER_ID, birth_date: birth, id_card_expiry: 'lifetime' },
      newcomer,
    );
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().error_message).toContain('บัตรประชาชนตลอดชีพออกให้ผู้มีอายุ 70 ปีขึ้นไป');
    else expect(oaApplicationSchema.parse(res.json().data).identity?.id_card_expiry).toBe('lifetime');
  });

  it('approval: not before the verifier and submit; then OPENED, ACCOUNT_APPROVED, an account and a registered bank; once only', async () => {
    for (const [step, body] of Object.entries(steps)) expect((await put(step, body, newcomer)).statusCode).toBe(200);
    // The tax ID (here the national ID) comes back masked like the ID number, never whole.
    const read = await app.inject({ url: otherPaths.oaApplication, headers: newcomer });
    expect(oaApplicationSchema.parse(read.json().data).tax?.tax_residences).toEqual([
      { country: 'TH', tin_masked: 'x-xxxx-xxxxx-70-8' },
    ]);
    expect(read.body).not.toContain(ID);
    const [draft] = await app.db.select().from(oaApplications).where(eq(oaApplications.customerId, 'C0001'));
    expect(await approveApplication(app.db, draft!.id)).toBeNull();
    expect((await submitApplication(app, newcomer)).statusCode).toBe(200);

    let clock = 0;
    const worker = startApprovalWorker(app.db, { afterMs: 60_000, everyMs: 3_600_000, now: () => clock });
    expect(await worker.tick()).toEqual([]);
    clock = 59_999;
    expect(await worker.tick()).toEqual([]);
    clock = 60_000;
    expect(await worker.tick()).toEqual([draft!.id]);
    worker.stop();
    expect(await approveApplication(app.db, draft!.id)).toBeNull();

    const view = oaApplicationSchema.parse((await app.inject({ url: otherPaths.oaApplication, headers: newcomer })).json().data);
    expect(view).toMatchObject({
      status: 'approved',
      next_step: null,
      progress: { identity: 'done', suitability: 'done', bank_ats: 'done' },
    });
    expect(view.approved_at).not.toBeNull();
    const list = planListDataSchema.parse(
      (await app.inject({ url: portAggregationPaths.planList, headers: newcomer })).json().data,
    );
    expect(list.can_oa.omnibus).toBe('OPENED');
    expect(list.visual_status.oa).toBe('ACCOUNT_APPROVED');
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, 'C0001'));
    expect(customer).toMatchObject({ accountStatus: 'ACCOUNT_APPROVED', oaStatus: 'ACCOUNT_APPROVED', idCardExpiry: null });
    expect(await app.db.select().from(accounts).where(eq(accounts.customerId, 'C0001'))).toMatchObject([
      { accountType: 'omnibus', status: 'ACCOUNT_APPROVED' },
    ]);
    expect(await app.db.select().from(customerBanks).where(eq(customerBanks.customerId, 'C0001'))).toMatchObject([
      { bankName: 'SCB', bankDisplayName: 'ธนาคารไทยพาณิชย์', isMain: true },
    ]);
    // The ATS box was ticked: the debit is set up with the account, nothing is asked for (issue 22 item 1).
    const ats = await app.inject({ url: otherPaths.atsRegistration('C0001'), headers: newcomer });
    expect(ats.json().data.status).toBeNull();
    expect(list.visual_status.customer.filter((s) => s.startsWith('ATS_'))).toEqual([]);
    const again = await put('work', steps.work, newcomer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('OA_ALREADY_OPENED');
  });

  it('a verifier still working (pending) holds the approval back', async () => {
    const [c4] = await app.db.select().from(customers).where(eq(customers.id, 'C0004'));
    await app.db
      .update(customers)
      .set({ canOa: { ...c4!.canOa, kkp_savings: 'READY' } })
      .where(eq(customers.id, 'C0004'));
    for (const [step, body] of Object.entries({ identity, ...steps }))
      expect((await put(step, body, expiring, 'kkp_savings')).statusCode).toBe(200);
    setIdentityVerifier({ name: 'NDID', demo: false, verify: async () => 'pending' });
    try {
      const sent = await submitApplication(app, expiring, 'kkp_savings');
      const view = oaApplicationSchema.parse(sent.json().data);
      expect(view.progress.identity).toBe('pending');
      // The verifier that answered names itself; a real one is not called a demo (issue 18).
      expect(view.identity_check).toEqual({ verifier: 'NDID', demo: false });
    } finally {
      setIdentityVerifier(null);
    }
    const worker = startApprovalWorker(app.db, { afterMs: 0, everyMs: 3_600_000 });
    expect(await worker.tick()).toEqual([]);
    worker.stop();
    const [row] = await app.db.select().from(oaApplications).where(eq(oaApplications.accountKind, 'kkp_savings'));
    expect(await approveApplication(app.db, row!.id)).toBeNull();
    expect(row?.status).toBe('submitted');
  });

  it('after a submit the number can no longer be changed, on any other application of the customer', async () => {
    // `expiring` sent its kkp_savings application above; its segregate one is still a draft.
    expect((await put('identity', identity, expiring, 'segregate')).statusCode).toBe(200);
    const changed = await put('identity', { ...identity, id_number: '1234567890121' }, expiring, 'segregate');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error_message).toBe('เลขประจำตัวประชาชนต้องตรงกับที่ใช้ในใบสมัครที่ส่งไปแล้ว');
  });

  it('approving reopens a closed account of the same kind (a new application is allowed then) instead of failing on its key', async () => {
    await app.db.insert(accounts).values({
      id: 'C0004-segregate',
      customerId: 'C0004',
      accountType: 'segregate',
      agentAccountId: 'AG-CLOSED-C0004-SEG',
      accountCode: 'SEG-CLOSED',
      status: 'ACCOUNT_CLOSE',
    });
    for (const [step, body] of Object.entries(steps)) expect((await put(step, body, expiring, 'segregate')).statusCode).toBe(200);
    const sent = await submitApplication(app, expiring, 'segregate');
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await app.db.select().from(oaApplications).where(eq(oaApplications.accountKind, 'segregate'));
    expect(await approveApplication(app.db, row!.id)).not.toBeNull();
    const [account] = await app.db.select().from(accounts).where(eq(accounts.id, 'C0004-segregate'));
    expect(account?.status).toBe('ACCOUNT_APPROVED');
  });
});
