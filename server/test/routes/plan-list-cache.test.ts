import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { buildApp } from '../../src/app';
import { testApp, testConfig } from '../helpers/app';
import { testDb } from '../helpers/db';
import { flakyDb } from '../helpers/flaky-db';
import { renamePlan } from '../helpers/plan-calls';
import { authHeaders } from '../helpers/session';

describe('plan list cache stays correct across instances (spec §4 plan list; ARCHITECTURE scale-out)', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await testApp();
    // A second instance: its own process-local caches, the same database.
    second = await buildApp(testConfig(), flakyDb(await testDb()).db, { logger: false });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('a rename on one instance shows at once in the plan list of the other', async () => {
    const headers = await authHeaders(first, 'C0003');
    const names = async (app: FastifyInstance) => {
      const res = await app.inject({ url: portAggregationPaths.planList, headers });
      expect(res.statusCode, res.body).toBe(200);
      return planListDataSchema.parse(res.json().data).accounts[0]!.plans.map((p) => p.plan_name);
    };
    expect(await names(second)).toContain('เกษียณสบาย');
    expect(await names(second)).toContain('เกษียณสบาย');
    const planId = planListDataSchema.parse((await second.inject({ url: portAggregationPaths.planList, headers })).json().data)
      .accounts[0]!.plans[0]!.plan_id;
    expect((await renamePlan(first, headers, planId, 'เกษียณริมทะเล')).statusCode).toBe(200);
    expect(await names(second)).toContain('เกษียณริมทะเล');
    // A refused change leaves the version alone and changes nothing.
    expect((await renamePlan(first, headers, planId, '')).statusCode).toBe(400);
    expect(await names(second)).toContain('เกษียณริมทะเล');
  });
});
