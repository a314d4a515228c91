// Issue 12 "Load": mixed signed-in traffic for BENCH_SOAK_MS (60 s) on PostgreSQL, reporting
// requests, errors and the process memory after warm-up and at the end (growth would be a leak).
// Run inside scripts/lib/with-postgres.sh with `node --import tsx --expose-gc`; prints one JSON
// line `BENCH_RESULT {...}` for scripts/bench.mjs (`pnpm bench --only=soak`).
import http from 'node:http';
import { startBenchServer } from './bench-server.mjs';

const DURATION_MS = Number(process.env.BENCH_SOAK_MS ?? 60_000);
const WARMUP_MS = Number(process.env.BENCH_SOAK_WARMUP_MS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const { portAggregationPaths } = await import('../../shared/src/contracts/api-paths.ts');

const server = await startBenchServer('soak bench');
const { base } = server;
// Signed-in customers (several, so the plan-list cache and sessions are not one row), mixed calls.
const cookies = [];
for (const username of ['investor', 'exclusive', 'privatewealth', 'privatebanking', 'partner'])
  cookies.push(await server.cookieOf(username));
const paths = [
  portAggregationPaths.planList,
  portAggregationPaths.analyzer,
  portAggregationPaths.planDetail('omnibus', 1),
  '/auth/profile',
  '/readyz',
  '/dashboard',
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const statuses = {};
let requests = 0;
let errors = 0;
let n = 0;
const once = () =>
  new Promise((resolve) => {
    n += 1;
    const req = http.get(
      `${base}${paths[n % paths.length]}`,
      { agent, headers: { cookie: cookies[n % cookies.length] } },
      (res) => {
        res.resume();
        res.on('end', () => {
          requests += 1;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode !== 200) errors += 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve();
    });
  });
const run = async (ms) => {
  const deadline = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
};
const memory = () => {
  globalThis.gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};

try {
  await run(WARMUP_MS);
  const warm = { requests, errors };
  const heapStartMb = memory();
  const rssStartMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  await run(DURATION_MS);
  const heapEndMb = memory();
  const rssEndMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const result = {
    seconds: DURATION_MS / 1000,
    concurrency: CONCURRENCY,
    requests: requests - warm.requests,
    errors: errors - warm.errors,
    statuses,
    heapStartMb,
    heapEndMb,
    rssStartMb,
    rssEndMb,
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  agent.destroy();
  await server.close();
}
