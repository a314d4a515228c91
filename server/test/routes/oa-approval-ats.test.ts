import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { atsRegistrationSchema } from '@port/shared/contracts/ats';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { testApp } from '../helpers/app';
import { putApplicationStep, submitApplication } from '../helpers/oa-calls';
import { oaApplicationSteps } from '../helpers/oa-steps';
import { authHeaders } from '../helpers/session';
import { oaApplications } from '../../src/db/schema/oa';
import { approveApplication } from '../../src/services/open-account/oa-approve';

const ID = '1101700230708';
const steps = oaApplicationSteps(ID, { ats: false });

/** Issue 22 item 1: an account opened without the automatic debit asks for it (spec §4 ATS_REQUIRED). */
describe('an account opened with the ATS box unticked becomes ATS_REQUIRED (issue 22 item 1; spec §4)', () => {
  let app: FastifyInstance;
  let newcomer: Record<string, string>;
  beforeAll(async () => {
    app = await testApp();
    newcomer = await authHeaders(app, 'C0001');
  });
  afterAll(async () => app.close());

  it('approval of an application without ATS: the card and the ATS page read ATS_REQUIRED, with the bank given', async () => {
    for (const [step, body] of Object.entries(steps))
      expect((await putApplicationStep(app, newcomer, step, body, 'omnibus')).statusCode, step).toBe(200);
    expect((await submitApplication(app, newcomer)).statusCode).toBe(200);
    const ats = async () =>
      atsRegistrationSchema.parse(
        (await app.inject({ url: otherPaths.atsRegistration('C0001'), headers: newcomer })).json().data,
      );
    expect((await ats()).status).toBeNull();

    const [row] = await app.db.select().from(oaApplications).where(eq(oaApplications.customerId, 'C0001'));
    expect(await approveApplication(app.db, row!.id)).not.toBeNull();
    expect(await ats()).toMatchObject({
      status: 'ATS_REQUIRED',
      reject_reason: null,
      bank: { bank_code: 'SCB', account_no_masked: 'xxx-x-xx876-5' },
    });
    const list = planListDataSchema.parse(
      (await app.inject({ url: `${portAggregationPaths.planList}?refresh=1`, headers: newcomer })).json().data,
    );
    expect(list.visual_status.oa).toBe('ACCOUNT_APPROVED');
    expect(list.visual_status.customer).toContain('ATS_REQUIRED');
  });
});
