import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../auth/free-port';
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
export async function startProcessStack(options: { front?: 'node' | 'nginx' } = {}): Promise<ProcessStack> {
  const pg = await startPgCluster();
  const backends: Backend[] = [];
  const nginxPort = options.front === 'nginx' ? await freePort() : 0;
  let proxy: ProcessStack['proxy'] = nginxPort
    ? { origin: `http://127.0.0.1:${nginxPort}`, served: [], close: async () => undefined }
    : await startRoundRobinProxy(backends);
  const [idpPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const issuer = `http://127.0.0.1:${idpPort}`;
  const common = {
    APP_ORIGIN: proxy.origin,
    DATABASE_URL: pg.url,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    BUSINESS_CLOCK_AT: '2026-11-18T10:00:00+07:00',
  };
  const started: ServerProcess[] = [];
  const app = (port: number) => ({
    ...common,
    PORT: String(port),
    HOST: '127.0.0.1',
    IDP_ENABLED: 'false',
    SESSION_SECRET: 'two-process-session-secret-0123456789',
    SHELL_DIST,
    RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_LIMIT_PER_MIN),
    // A connection attempt gives up after 1 s (the outage test's bounded wait); statements keep
    // the default limit, so requests held by a lock in the drain test are not cancelled.
    DB_CONNECT_TIMEOUT_MS: '1000',
    // Two cores shared with the rest of the suite: shed on the database queue only, not on event-loop delay.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '60000',
    SHUTDOWN_DRAIN_MS: '20000',
  });
  try {
    const results = await Promise.allSettled([
      startServerProcess('idp', 'src/idp/main.ts', { ...common, IDP_PORT: String(idpPort) }, /identity provider listening/),
      startServerProcess('A', 'src/main.ts', app(portA), /app host: http/),
      startServerProcess('B', 'src/main.ts', app(portB), /app host: http/),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [idp, a, b] = started as [ServerProcess, ServerProcess, ServerProcess];
    const apps = [
      { name: 'A', origin: `http://127.0.0.1:${portA}`, process: a },
      { name: 'B', origin: `http://127.0.0.1:${portB}`, process: b },
    ];
    backends.push(...apps);
    if (nginxPort) {
      const nginx = await startAppProxy(nginxPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], SHELL_DIST);
      proxy = { ...proxy, close: nginx.close };
    }
    return {
      pg,
      proxy,
      apps,
      idp,
      stopApps: () => Promise.all(apps.map((one) => one.process.stop())),
      close: async () => {
        await Promise.all(started.map((one) => one.stop()));
        await proxy.close();
        await pg.destroy();
      },
    };
  } catch (error) {
    await Promise.all(started.map((one) => one.stop()));
    await proxy.close();
    await pg.destroy();
    throw error;
  }
}
