import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers/app';
import { testDb } from '../helpers/db';
import { resetDb } from '../helpers/reset';
import { countingDb } from '../helpers/counting-db';
import { authHeaders } from '../helpers/session';

/**
 * ARCHITECTURE "Budgets": the plan list in at most three SQL statements a request (issue 19
 * item 5), counted at the driver (PGlite here, PostgreSQL under with-postgres.sh): the session
 * read once (it brings the portfolio version along), then one statement for customer, accounts,
 * plans, holdings with their NAVs, AA and pending orders. The app runs on its own Db object, so
 * every process cache (NAV catalogue, plan list) starts cold.
 */
describe('plan list in at most three SQL statements a request (spec §3 plan list)', () => {
  let app: FastifyInstance;
  let statements: string[];
  const sessionReads = () => statements.filter((s) => /from "sessions"/.test(s)).length;
  const planList = async (headers: Record<string, string>) => {
    statements.length = 0;
    const res = await app.inject({ url: portAggregationPaths.planList, headers });
    expect(res.statusCode, res.body).toBe(200);
    return planListDataSchema.parse(res.json().data);
  };
  beforeAll(async () => {
    await resetDb();
    const counting = countingDb(await testDb());
    statements = counting.statements;
    app = await buildApp(testConfig(), counting.db, { logger: false });
  });
  afterAll(async () => app.close());

  it('C0008 (several accounts, holdings in many funds): cold caches, two statements; a repeat, one', async () => {
    const headers = await authHeaders(app, 'C0008');
    const cold = await planList(headers);
    expect(cold.accounts.length).toBeGreaterThanOrEqual(2);
    expect(cold.accounts.flatMap((a) => a.plans).some((p) => p.aum > 0)).toBe(true);
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
    expect(sessionReads()).toBe(1);
    const warm = await planList(headers);
    expect(warm).toEqual(cold);
    expect(statements, statements.join('\n---\n')).toHaveLength(1);
    expect(sessionReads()).toBe(1);
  });

  it('C0003: after a rename the next plan list is read again, still within three statements, with the new name', async () => {
    const headers = await authHeaders(app, 'C0003');
    const before = await planList(headers);
    const plan = before.accounts[0]!.plans[0]!;
    const rename = await app.inject({
      method: 'PATCH',
      url: portPaths.renamePlan(plan.plan_id),
      headers,
      payload: { plan_name: 'นับคำสั่ง', source: 'port-web' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const after = await planList(headers);
    expect(after.accounts[0]!.plans.find((p) => p.plan_id === plan.plan_id)?.plan_name).toBe('นับคำสั่ง');
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(3);
    expect(sessionReads()).toBe(1);
  });
});
