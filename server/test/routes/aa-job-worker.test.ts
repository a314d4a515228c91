import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import { automaticAllocationSchema } from '@port/shared/contracts/automatic-allocation';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

/** Issue 22 item 4: the embedded back office applies AA jobs after OA_AUTO_APPROVE_AFTER_S, as it approves applications. */
describe('AA job worker in the app host', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ OA_AUTO_APPROVE_AFTER_S: '0' });
    await app.ready();
  });
  afterAll(async () => app.close());

  it("partner's seeded running job is applied: the panel's running branch ends with AA on", async () => {
    const headers = await authHeaders(app, 'C0005');
    const read = async () =>
      automaticAllocationSchema.parse(
        (await app.inject({ url: portPaths.automaticAllocation('omnibus', 1), headers })).json().data,
      );
    await vi.waitFor(async () => expect((await read()).is_job_running).toBe(false), { timeout: 30_000, interval: 250 });
    expect(await read()).toMatchObject({ state: 'enabled', error_code: null });
  });
});
