import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { buildApp } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/client';
import { testConfig } from '../helpers/app';
import { testDb } from '../helpers/db';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

// Two app host instances on one database, each with its own connection pool on PostgreSQL (one
// PGlite handle otherwise): nothing a second instance needs lives in process memory (issue 12
// "Two instances"; ARCHITECTURE "Server").
let a: FastifyInstance;
let b: FastifyInstance;
let second: DbHandle | null = null;
let admitted = 0;
let aClosed = false;
let planListArrived: () => void = () => undefined;
const firstPlanList = new Promise<void>((resolve) => (planListArrived = resolve));
const base = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  await resetDb();
  const first = await testDb();
  second = process.env.DATABASE_URL ? await createDb({ databaseUrl: process.env.DATABASE_URL }) : null;
  a = await buildApp(testConfig(), first.db, { logger: false });
  b = await buildApp(testConfig(), (second ?? first).db, { logger: false });
  // The signal that traffic has reached instance A (no waiting on time).
  a.addHook('onRequest', async (request) => {
    if (request.url !== portAggregationPaths.planList) return;
    admitted += 1;
    planListArrived();
  });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  if (!aClosed) await a?.close();
  await b?.close();
  await second?.close();
});

describe('two instances on one database (issue 12 "Two instances")', () => {
  it('a session started on one instance works on the other', async () => {
    const headers = await authHeaders(a, 'C0003');
    for (const app of [a, b]) {
      const profile = await fetch(`${base(app)}/auth/profile`, { headers });
      expect(await profile.json()).toMatchObject({ data: { logged_in: true, customer_id: 'C0003' } });
    }
  });

  it('a checkout retried on the other instance with the same idempotency key places one set of orders', async () => {
    const headers = { ...(await authHeaders(a, 'C0003')), 'content-type': 'application/json' };
    const detail = await fetch(`${base(a)}${portAggregationPaths.planDetail('omnibus', 1)}`, { headers });
    const planId = planDetailSchema.parse(((await detail.json()) as { data: unknown }).data).plan.plan_id;
    const body = JSON.stringify({ plan_id: planId, amount: 2500, bank_id: 'C0003-B1', idempotency_key: randomUUID() });
    const url = portPaths.fastCheckoutBatch('topup');
    const [onA, onB] = await Promise.all([
      fetch(`${base(a)}${url}`, { method: 'POST', headers, body }),
      fetch(`${base(b)}${url}`, { method: 'POST', headers, body }),
    ]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const orderNos = async (response: Response) =>
      ((await response.json()) as { data: { orders: { order_no: string }[] } }).data.orders.map((o) => o.order_no).sort();
    const first = await orderNos(onA);
    expect(first.length).toBeGreaterThan(0);
    expect(await orderNos(onB)).toEqual(first);
  });

  it('stopping one instance mid-traffic loses none of the requests it admitted; the other stays ready', async () => {
    const headers = await authHeaders(a, 'C0003');
    const inFlight = Array.from({ length: 20 }, () => fetch(`${base(a)}${portAggregationPaths.planList}`, { headers }));
    // Stop as soon as the first of them is being handled, as SIGTERM does in main.ts.
    await firstPlanList;
    const drain = a.lifecycle.drain(30_000);
    // The load balancer's probe sees the instance going away at once.
    expect((await fetch(`${base(a)}/readyz`)).status).toBe(503);
    expect(await drain).toBe(true);
    // Then, as main.ts does after the drain: drop idle connections and close.
    a.server.closeAllConnections();
    await a.close();
    aClosed = true;
    const results = await Promise.allSettled(inFlight);
    const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.status] : []));
    // Every request the instance admitted was answered 200; the rest never reached it (a load
    // balancer sends them to the other instance) — none got a 5xx.
    expect(answered.length).toBe(admitted);
    expect(answered.filter((status) => status !== 200)).toEqual([]);
    expect((await fetch(`${base(b)}/readyz`)).status).toBe(200);
  });
});
