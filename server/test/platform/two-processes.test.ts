import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { location, request } from '../auth/cookie-jar';
import { followAtProvider, newBrowser, openSignInPage, submitCredentials, type Browser } from '../auth/sign-in-steps';
import {
  BOUNDED_WAIT_MS,
  checkAfterRestart,
  checkWhileDown,
  stopUnderTraffic,
  type OutageContext,
} from '../helpers/database-outage';
import { describeNeeding, postgresRun, postgresServer } from '../helpers/requirements';
import { LOGIN_LIMIT_PER_MIN, startProcessStack, type ProcessStack } from '../helpers/process-stack';
import { SERVED_BY, startRoundRobinProxy } from '../helpers/round-robin-proxy';

const CSRF = { 'x-requested-with': 'port-web' };
const THAI = /[\u0E00-\u0E7F]/;

/** Polls `check` until it holds, failing at the deadline (no fixed waits). */
async function until(check: () => Promise<boolean>, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the round-robin proxy these tests put in front of two processes', () => {
  it('sends requests to the backends in turn, appends X-Forwarded-For, names the backend, and answers 502 for one that is down', async () => {
    const seen: string[] = [];
    const echo = createServer((req, res) => res.end(`${req.url} ${req.headers['x-forwarded-for']}`));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const live = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    const proxy = await startRoundRobinProxy([
      { name: 'A', origin: live },
      { name: 'B', origin: 'http://127.0.0.1:1' },
    ]);
    try {
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${proxy.origin}/x${i}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        seen.push(`${response.headers.get(SERVED_BY)} ${response.status} ${await response.text()}`);
      }
      expect(seen).toEqual(['A 200 /x0 203.0.113.9, 127.0.0.1', 'B 502 ', 'A 200 /x2 203.0.113.9, 127.0.0.1', 'B 502 ']);
      expect(proxy.served).toEqual(['A', 'B', 'A', 'B']);
    } finally {
      await proxy.close();
      echo.close();
    }
  });
});

// On the PostgreSQL run of the suite (scripts/test.sh): a PostgreSQL server of this file's own,
// which the outage test stops and starts again.
describeNeeding(
  'two app host processes on one PostgreSQL behind a round-robin proxy (issue 12 "Two instances", "Faults")',
  [postgresRun(), postgresServer()],
  () => {
    let stack: ProcessStack;
    const browser: Browser = newBrowser();
    const app = () => stack.proxy.origin;
    const newlyServed = (from: number) => stack.proxy.served.slice(from);
    const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: stack.pg.url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      stack = await startProcessStack();
    }, 180_000);
    afterAll(async () => stack?.close(), 60_000);

    it('a customer signs in through the proxy (real OIDC): the sign-in starts on one process, ends on the other, and the session works on both', async () => {
      const from = stack.proxy.served.length;
      const page = await openSignInPage(browser, app(), '/dashboard');
      const accepted = await submitCredentials(browser, page, 'investor', 'demo1234');
      expect(accepted.status).toBe(303);
      const back = await followAtProvider(browser, location(accepted, page.action), app());
      expect(typeof back).toBe('string');
      const callback = await request(browser.app, back as string);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/dashboard');
      // /auth/login on one process, /auth/callback on the other: the login transaction is in the database.
      expect(new Set(newlyServed(from))).toEqual(new Set(['A', 'B']));

      // Each call twice in a row: one answer from each process.
      const profiles = [await request(browser.app, `${app()}/auth/profile`), await request(browser.app, `${app()}/auth/profile`)];
      const plans = [
        await request(browser.app, `${app()}${portAggregationPaths.planList}`),
        await request(browser.app, `${app()}${portAggregationPaths.planList}`),
      ];
      for (const pair of [profiles, plans]) {
        expect(new Set(pair.map((response) => response.headers.get(SERVED_BY)))).toEqual(new Set(['A', 'B']));
      }
      for (const profile of profiles) {
        expect(await profile.json()).toMatchObject({ data: { logged_in: true, customer_id: 'C0003' } });
      }
      expect(plans.map((response) => response.status)).toEqual([200, 200]);
    });

    it(`sign-in starts are limited across both processes: the ${LOGIN_LIMIT_PER_MIN + 1}th in a minute from one address is 429 on either`, async () => {
      const address = '198.51.100.23';
      const answers: { status: number; by: string | null; retryAfter: string | null; message?: string }[] = [];
      for (let i = 0; i < LOGIN_LIMIT_PER_MIN + 2; i += 1) {
        const response = await fetch(`${app()}/auth/login?return_url=%2Fdashboard&action=login&device=web`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': address },
        });
        const body = response.status === 429 ? ((await response.json()) as { error_message: string }) : null;
        answers.push({
          status: response.status,
          by: response.headers.get(SERVED_BY),
          retryAfter: response.headers.get('retry-after'),
          message: body?.error_message,
        });
      }
      // Each process saw at most half of the allowed starts; only a shared count can refuse the next.
      const allowed = answers.slice(0, LOGIN_LIMIT_PER_MIN);
      expect(allowed.map((a) => a.status)).toEqual(Array(LOGIN_LIMIT_PER_MIN).fill(302));
      expect(allowed.filter((a) => a.by === 'A').length).toBe(LOGIN_LIMIT_PER_MIN / 2);
      const refused = answers.slice(LOGIN_LIMIT_PER_MIN);
      expect(refused.map((a) => a.status)).toEqual([429, 429]);
      expect(new Set(refused.map((a) => a.by))).toEqual(new Set(['A', 'B']));
      for (const answer of refused) {
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(answer.message).toMatch(THAI);
      }
      const [counter] = await query<{ hits: number }>('select hits from rate_limits where key = $1', [`login:a:${address}`]);
      expect(counter?.hits).toBe(LOGIN_LIMIT_PER_MIN + 2);
    });

    it('two tabs refreshing at once, one on each process, both succeed, the provider is asked once and the session lives on', async () => {
      const accessTokens = async () =>
        Number((await query<{ n: string }>("select count(*) as n from oidc_payloads where model = 'AccessToken'"))[0]?.n);
      const issued = await accessTokens();
      const refresh = () => request(browser.app, `${app()}/auth/refresh`, { method: 'POST', headers: CSRF });
      const tabs = await Promise.all([refresh(), refresh()]);
      expect(new Set(tabs.map((tab) => tab.headers.get(SERVED_BY)))).toEqual(new Set(['A', 'B']));
      for (const tab of tabs) {
        expect(tab.status).toBe(200);
        expect(await tab.json()).toEqual({ data: { refreshed: true } });
      }
      // The processes took turns (advisory lock): the second found the tokens renewed by the first.
      expect(await accessTokens()).toBe(issued + 1);
      // The refresh token the session keeps is still good at the provider (no tab spent a stale one).
      const again = await refresh();
      expect(again.status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const profile = await request(browser.app, `${app()}/auth/profile`);
        expect(await profile.json()).toMatchObject({ data: { logged_in: true, customer_id: 'C0003' } });
      }
    });

    describe('PostgreSQL stopped and started mid-session (pg_ctl stop -m immediate; spec §8)', () => {
      let outage: OutageContext;
      beforeAll(() => {
        outage = { stack, browser, query, placed: new Map() };
      });

      it('stopped under signed-in traffic: every call answers 200 or a Thai 503 92 within the bounded wait, none 500', async () => {
        const answers = await stopUnderTraffic(outage);
        for (const answer of answers) {
          if (answer.status === 200) continue;
          expect(answer.status).toBe(503);
          expect(answer.body).toMatchObject({ error_code: '92', error_message: expect.stringMatching(THAI) });
        }
        const ok = answers.filter((answer) => answer.status === 200).length;
        // The refusals come at once (a connection attempt gives up after 1 s), not after the 60 s HTTP timeout.
        const slowestRefusal = Math.max(...answers.filter((answer) => answer.status === 503).map((answer) => answer.ms));
        console.log(
          `PostgreSQL stopped under traffic: ${ok} × 200, ${answers.length - ok} × 503 92, slowest 503 ${slowestRefusal.toFixed(0)} ms`,
        );
        expect(ok).toBeGreaterThanOrEqual(8);
        // At least the last call of each of the four clients, made after the stop had returned.
        expect(answers.length - ok).toBeGreaterThanOrEqual(4);
        expect(slowestRefusal).toBeLessThan(BOUNDED_WAIT_MS);
      });

      it('while it is down: /readyz 503 on both, data calls 503 92 in Thai at once, the shell page and scripts and /healthz still load', async () => {
        await checkWhileDown(outage);
      });

      it('started again: both ready without a restart, the same session works on both, the earlier checkout kept, the refused one placed once', async () => {
        await checkAfterRestart(outage);
      });
    });

    it('the provider process stopped mid sign-in: the callback answers the Thai error page (no stack), a signed-in session keeps working', async () => {
      // The provider also lived through the database restart: a new sign-in reaches the callback.
      const other = newBrowser();
      const page = await openSignInPage(other, app(), '/dashboard');
      const back = await followAtProvider(
        other,
        location(await submitCredentials(other, page, 'investor', 'demo1234'), page.action),
        app(),
      );
      expect(typeof back).toBe('string');
      expect(await stack.idp.stop()).toBe(0);
      const callback = await request(other.app, back as string);
      expect(callback.status).toBe(400);
      const html = await callback.text();
      expect(html).toMatch(THAI);
      expect(html).not.toMatch(/ECONNREFUSED|fetch failed|at .*\.ts/);
      for (let i = 0; i < 2; i += 1) {
        const profile = await request(browser.app, `${app()}/auth/profile`);
        expect(await profile.json()).toMatchObject({ data: { logged_in: true, customer_id: 'C0003' } });
      }
    });

    it('SIGTERM on one process mid-traffic: /readyz 503 at once, every request it had admitted answers 200, it exits 0; the other stays ready', async () => {
      const [a, b] = stack.apps as [(typeof stack.apps)[0], (typeof stack.apps)[0]];
      const holder = new pg.Client({ connectionString: stack.pg.url });
      await holder.connect();
      try {
        // The requests are held in the database (the sessions table locked) so they are surely in flight.
        await holder.query('begin');
        await holder.query('lock table sessions in access exclusive mode');
        const cookie = browser.app.header(`${a.origin}/`);
        const inFlight = Array.from({ length: 8 }, () =>
          fetch(`${a.origin}${portAggregationPaths.planList}`, { headers: { cookie } }),
        );
        const waiting = async () =>
          Number(
            (
              await holder.query<{ n: string }>(
                "select count(*) as n from pg_locks where not granted and relation = 'sessions'::regclass",
              )
            ).rows[0]?.n,
          );
        await until(async () => (await waiting()) === 8, 20_000);
        const exited = a.process.stop();
        await until(async () => (await fetch(`${a.origin}/readyz`)).status === 503, 10_000);
        expect(await (await fetch(`${a.origin}/readyz`)).json()).toEqual({ status: 'draining' });
        await holder.query('rollback');
        // Released together, the eight need more connections than the pool has: they wait for one
        // (DB_POOL_QUEUE_TIMEOUT_MS), not only the 1 s connect limit (that gave one of them a 500).
        const answered = await Promise.all(
          inFlight.map(async (pending) => {
            const response = await pending;
            return { status: response.status, body: await response.text() };
          }),
        );
        // A refused one shows its body (the error code says which limit refused it).
        expect(answered.filter((answer) => answer.status !== 200)).toEqual([]);
        expect(answered).toHaveLength(8);
        expect(await exited).toBe(0);
        expect((await fetch(`${b.origin}/readyz`)).status).toBe(200);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
    });

    it('the other app host stops on SIGTERM after its drain too (exit code 0)', async () => {
      expect(await stack.stopApps()).toEqual([0, 0]);
    });
  },
);
