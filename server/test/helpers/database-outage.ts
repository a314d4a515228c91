import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { messages } from '../../src/http/messages';
import { request } from '../auth/cookie-jar';
import type { Browser } from '../auth/sign-in-steps';
import type { ProcessStack } from './process-stack';
import { SERVED_BY } from './round-robin-proxy';

/** What the outage steps of two-processes.test.ts share. */
export type OutageContext = {
  stack: ProcessStack;
  browser: Browser;
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Filled by the steps: the checkouts placed and tried, by idempotency key. */
  placed: Map<string, string[]>;
  planId?: string;
  /** The customer's orders in the database just before PostgreSQL stopped. */
  ordersBefore?: number;
};

/** A data call answers in this time while the database is down: DB_CONNECT_TIMEOUT_MS (1 s) and a margin for a busy machine. */
export const BOUNDED_WAIT_MS = 5_000;
const CSRF = { 'x-requested-with': 'port-web' };

type Timed = { status: number; by: string | null; ms: number; body: unknown; contentType: string };

async function timed(
  context: OutageContext,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const started = performance.now();
  const response = await request(context.browser.app, `${context.stack.proxy.origin}${path}`, init);
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  const body = contentType.includes('json') ? (JSON.parse(text) as unknown) : text;
  return { status: response.status, by: response.headers.get(SERVED_BY), ms: performance.now() - started, body, contentType };
}

function checkout(context: OutageContext, key: string): Promise<Timed> {
  return timed(context, portPaths.fastCheckoutBatch('topup'), {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ plan_id: context.planId, amount: 2500, bank_id: 'C0003-B1', idempotency_key: key }),
  });
}

const orderNos = (answer: Timed) =>
  (answer.body as { data: { orders: { order_no: string }[] } }).data.orders.map((order) => order.order_no).sort();

const countOrders = async (context: OutageContext) =>
  Number((await context.query<{ n: string }>("select count(*) as n from orders where customer_id = 'C0003'"))[0]?.n);

const outageAnswer = { error_code: '92', error_message: messages.dbUnavailable };

async function readiness(origin: string): Promise<number> {
  return (await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(BOUNDED_WAIT_MS) })).status;
}

/** Polls each app host's /readyz (no proxy) until it answers `status`, or fails at the deadline. */
async function waitForReadiness(context: OutageContext, status: number, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (const app of context.stack.apps) {
    let last = 0;
    while ((last = await readiness(app.origin)) !== status) {
      if (Date.now() > deadline) throw new Error(`${app.name} /readyz still ${last}, expected ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Before: a checkout placed; then PostgreSQL stops (crash-like) while signed-in calls are in flight. */
export async function stopUnderTraffic(context: OutageContext): Promise<Timed[]> {
  const detail = await timed(context, portAggregationPaths.planDetail('omnibus', 1));
  context.planId = planDetailSchema.parse((detail.body as { data: unknown }).data).plan.plan_id;
  const first = randomUUID();
  const placed = await checkout(context, first);
  expect(placed.status).toBe(200);
  context.placed.set(first, orderNos(placed));
  context.ordersBefore = await countOrders(context);
  // Four signed-in clients call in a loop; PostgreSQL stops once 8 calls have succeeded (the
  // traffic is flowing), and each client stops after one call made once the stop has returned
  // (so the traffic surely meets the stopped database, whatever the calls in flight did).
  const answers: Timed[] = [];
  let stopped = false;
  let flowing: () => void = () => undefined;
  const eightAnswered = new Promise<void>((resolve) => (flowing = resolve));
  const client = async () => {
    for (let last = false; !last;) {
      last = stopped;
      answers.push(await timed(context, portAggregationPaths.planList));
      if (answers.filter((answer) => answer.status === 200).length >= 8) flowing();
    }
  };
  const clients = Array.from({ length: 4 }, client);
  await eightAnswered;
  await context.stack.pg.stop('immediate');
  stopped = true;
  await Promise.all(clients);
  return answers;
}

/** While it is down: what each process answers. */
export async function checkWhileDown(context: OutageContext): Promise<void> {
  // The load balancer's probe sees it on both processes.
  await waitForReadiness(context, 503, BOUNDED_WAIT_MS);
  for (const app of context.stack.apps) {
    expect(await (await fetch(`${app.origin}/readyz`)).json()).toEqual({ status: 'database' });
    expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
  }
  const [retried] = context.placed.keys();
  const second = randomUUID();
  context.placed.set(second, []);
  const calls = [
    () => timed(context, '/auth/profile'),
    () => timed(context, portAggregationPaths.planList),
    () => checkout(context, retried!),
    () => checkout(context, second),
  ];
  const by: (string | null)[] = [];
  // Each call twice in a row: the round-robin proxy sends the pair to both processes.
  for (const call of calls.flatMap((one) => [one, one])) {
    const answer = await call();
    by.push(answer.by);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(outageAnswer);
    expect(answer.ms).toBeLessThan(BOUNDED_WAIT_MS);
  }
  for (let pair = 0; pair < by.length; pair += 2) expect(new Set(by.slice(pair, pair + 2))).toEqual(new Set(['A', 'B']));
  // The shell's page and scripts need no database (the session is read only on /api, /proxy, /auth).
  for (const path of ['/', '/', '/dashboard', '/dashboard', '/assets/main.1a2b3c4d5e.js', '/assets/main.1a2b3c4d5e.js']) {
    const answer = await timed(context, path);
    expect(answer.status, `${path} on ${answer.by}`).toBe(200);
    expect(answer.contentType).toMatch(path.endsWith('.js') ? /javascript/ : /text\/html/);
  }
}

/** After PostgreSQL starts again: no restart, no new sign-in, each checkout placed exactly once. */
export async function checkAfterRestart(context: OutageContext): Promise<void> {
  await context.stack.pg.start();
  await waitForReadiness(context, 200, 30_000);
  // Everything committed before the crash is there (recovered from the WAL).
  expect(await countOrders(context)).toBe(context.ordersBefore);
  const by = new Set<string | null>();
  for (let i = 0; i < 2; i += 1) {
    const profile = await timed(context, '/auth/profile');
    by.add(profile.by);
    expect(profile.body).toMatchObject({ data: { logged_in: true, customer_id: 'C0003' } });
  }
  expect(by).toEqual(new Set(['A', 'B']));
  const [first, second] = [...context.placed.keys()] as [string, string];
  // The checkout placed before the crash survived it and is not placed again.
  const again = await checkout(context, first);
  expect(again.status).toBe(200);
  expect(orderNos(again)).toEqual(context.placed.get(first));
  // The one refused during the outage was not recorded; now it is placed once, on either process.
  const late = await checkout(context, second);
  const lateAgain = await checkout(context, second);
  expect([late.status, lateAgain.status]).toEqual([200, 200]);
  expect(new Set([late.by, lateAgain.by])).toEqual(new Set(['A', 'B']));
  expect(orderNos(lateAgain)).toEqual(orderNos(late));
  expect(orderNos(late).some((no) => context.placed.get(first)!.includes(no))).toBe(false);
  expect(await countOrders(context)).toBe(context.ordersBefore! + orderNos(late).length);
  const kept = await context.query<{ n: string }>('select count(*) as n from orders where order_no = any($1)', [
    context.placed.get(first),
  ]);
  expect(Number(kept[0]!.n)).toBe(context.placed.get(first)!.length);
}
