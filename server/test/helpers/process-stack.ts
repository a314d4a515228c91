import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProxy } from './nginx';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { startRoundRobinProxy, type Backend, type RoundRobinProxy } from './round-robin-proxy';
import { startServerProcess, type ServerProcess } from './server-process';

const SHELL_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/shell-dist');
export const CLIENT_SECRET = 'test-client-secret-0123456789';
export const LOGIN_LIMIT_PER_MIN = 6;

export type ProcessStack = {
  pg: PgCluster;
  /** The front proxy: the tests' round-robin proxy (`served` lists who answered) or nginx (`served` stays empty). */
  proxy: Pick<RoundRobinProxy, 'origin' | 'served' | 'close'>;
  /** The two app host processes, each also reachable without the proxy. */
  apps: (Backend & { process: ServerProcess })[];
  idp: ServerProcess;
  /** Stops the app hosts (SIGTERM) and returns their exit codes. */
  stopApps: () => Promise<(number | null)[]>;
  close: () => Promise<void>;
};

/**
 * Production's shape on one machine (ARCHITECTURE "Production topology"): a throwaway
 * PostgreSQL 15, the identity provider as its own process (src/idp/main.ts), two app host
 * processes (src/main.ts, IDP_ENABLED=false) and a round-robin proxy in front of them whose
 * origin is the app origin: the tests' own, or nginx with tools/nginx/app-proxy.conf. Nothing is
 * shared between the app hosts but the database.
 */
export async function startProcessStack(
  options: {
    front?: 'node' | 'nginx';
    /**
     * A connection attempt's limit (DB_CONNECT_TIMEOUT_MS). 1 s by default, the outage test's bounded
     * wait; a suite without an outage case gives more, since opening a PostgreSQL connection on two
     * loaded cores can take longer than 1 s (the nginx drain case saw one 503 '92' at load 15–19).
     */
    connectTimeoutMs?: number;
  } = {},
): Promise<ProcessStack> {
  const pg = await startPgCluster();
  const backends: Backend[] = [];
  const started: ServerProcess[] = [];
  let proxy: ProcessStack['proxy'] | undefined;
  try {
    // Every origin comes from a socket already listening (issue 21 item 1): the front first (its
    // origin is the app origin), then the provider and the app hosts on port 0, read from their output.
    const nginx = options.front === 'nginx' ? await startAppProxy(['127.0.0.1:1'], SHELL_DIST) : null;
    proxy = nginx
      ? { origin: `http://127.0.0.1:${nginx.port}`, served: [], close: nginx.close }
      : await startRoundRobinProxy(backends);
    const common = {
      APP_ORIGIN: proxy.origin,
      DATABASE_URL: pg.url,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      BUSINESS_CLOCK_AT: '2026-11-18T10:00:00+07:00',
    };
    const idp = await startServerProcess('idp', 'src/idp/main.ts', { ...common, IDP_PORT: '0' }, ISSUER_LINE);
    started.push(idp);
    const issuer = ISSUER_LINE.exec(idp.output())?.[1] ?? '';
    const connect = { DB_CONNECT_TIMEOUT_MS: String(options.connectTimeoutMs ?? 1_000) };
    const app = { ...common, ...APP_ENV, ...connect, OIDC_ISSUER: issuer, PORT: '0', HOST: '127.0.0.1', IDP_ENABLED: 'false' };
    const results = await Promise.allSettled([
      startServerProcess('A', 'src/main.ts', app, APP_LINE),
      startServerProcess('B', 'src/main.ts', app, APP_LINE),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [, a, b] = started as [ServerProcess, ServerProcess, ServerProcess];
    const apps = [a, b].map((one) => ({ name: one.name, origin: APP_LINE.exec(one.output())?.[1] ?? '', process: one }));
    backends.push(...apps);
    if (nginx)
      await pointAt(
        nginx,
        apps.map((one) => new URL(one.origin).host),
      );
    const front = proxy;
    return {
      pg,
      proxy: front,
      apps,
      idp,
      stopApps: () => Promise.all(apps.map((one) => one.process.stop())),
      close: async () => {
        await Promise.all(started.map((one) => one.stop()));
        await front.close();
        await pg.destroy();
      },
    };
  } catch (error) {
    await Promise.all(started.map((one) => one.stop()));
    await proxy?.close();
    await pg.destroy();
    throw error;
  }
}

const ISSUER_LINE = /identity provider listening, issuer (http:\/\/[\d.]+:\d+)/;
const APP_LINE = /app host: (http:\/\/[\d.]+:\d+)/;

const APP_ENV = {
  SESSION_SECRET: 'two-process-session-secret-0123456789',
  SHELL_DIST,
  RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_LIMIT_PER_MIN),
  // Statements keep the default limit, so requests held by a lock in the drain test are not
  // cancelled; the connect limit is the stack's option (connectTimeoutMs).
  // Two cores shared with the rest of the suite: shed on the database queue only, not on event-loop delay.
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '60000',
  SHUTDOWN_DRAIN_MS: '20000',
};

/** Reloads nginx onto the app hosts and waits until it answers from one of them. */
async function pointAt(nginx: Awaited<ReturnType<typeof startAppProxy>>, replicas: string[]) {
  await nginx.replace(replicas);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${nginx.port}/readyz`).catch(() => null);
    const upstream = answer?.headers.get('x-upstream') ?? '';
    await answer?.body?.cancel();
    if (replicas.some((replica) => upstream.includes(replica))) return;
    if (Date.now() > deadline) throw new Error(`nginx did not reload onto ${replicas.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
