// Budget "plan-list endpoint throughput ÷ bare Fastify JSON route, same run, PostgreSQL".
// Run inside scripts/lib/with-postgres.sh (DATABASE_URL) with `node --import tsx`; prints one
// JSON line `BENCH_RESULT {...}` on stdout for scripts/bench.mjs.
import { createRequire } from 'node:module';
import http from 'node:http';
import { median, percentile } from './stats.mjs';
import { startBenchServer } from './bench-server.mjs';

const DURATION_MS = Number(process.env.BENCH_LOAD_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const PLAN_LIST = '/api/port-aggregation/private/v3/cust-port/plan';

const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
const { default: Fastify } = await import(requireFromServer.resolve('fastify'));

/** Fixed-concurrency keep-alive load on one URL; every non-200 answer or socket error counts as an error. */
async function load(url, headers, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = [];
  let errors = 0;
  let sample = '';
  const statuses = {};
  const deadline = performance.now() + durationMs;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        const chunks = [];
        if (res.statusCode !== 200 && !sample) res.on('data', (chunk) => chunks.push(chunk));
        else res.resume();
        res.on('end', () => {
          if (chunks.length && !sample) sample = `${res.statusCode} ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`;
          latencies.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode !== 200) errors += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    rps: latencies.length / seconds,
    // This process's CPU (server and load generator) per answer: on a busy machine the req/s of a
    // round swings with what else runs, the CPU an answer costs much less.
    cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, latencies.length),
    requests: latencies.length,
    errors,
    statuses,
    sample,
    p50: median(latencies),
    p99: percentile(latencies, 99),
  };
}

async function measure(url, headers) {
  await load(url, headers, WARMUP_MS);
  return load(url, headers, DURATION_MS);
}

const server = await startBenchServer('throughput bench');
const { handle } = server;
const cookie = await server.cookieOf('investor');

const bare = Fastify({ logger: false });
bare.get('/json', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });

try {
  const planUrl = `${server.base}${PLAN_LIST}`;
  // Database round trips of one plan-list request (pool.query calls), for the owners.
  let queries = 0;
  const query = handle.client.query.bind(handle.client);
  handle.client.query = (...args) => ((queries += 1), query(...args));
  const probe = await fetch(planUrl, { headers: { cookie } });
  const body = await probe.json();
  handle.client.query = query;
  if (probe.status !== 200) throw new Error(`plan list answered ${probe.status}: ${JSON.stringify(body)}`);
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/json`;
  // Interleaved rounds so drift of a shared machine hits both alike; medians over rounds.
  const bareRuns = [];
  const planRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await measure(bareUrl, {}));
    planRuns.push(await measure(planUrl, { cookie }));
    const [b, p] = [bareRuns[round], planRuns[round]];
    console.error(
      `throughput round ${round + 1}: ratio ${(p.rps / b.rps).toFixed(3)} (plan ${p.rps.toFixed(0)} ÷ bare ${b.rps.toFixed(0)} req/s);` +
        ` CPU per answer plan ${p.cpuUsPerRequest.toFixed(0)} µs, bare ${b.cpuUsPerRequest.toFixed(0)} µs (bare ÷ plan ${(b.cpuUsPerRequest / p.cpuUsPerRequest).toFixed(3)})`,
    );
  }
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    requests: list.reduce((sum, r) => sum + r.requests, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
    statuses: list.map((r) => r.statuses),
    errorSample: list.map((r) => r.sample).find(Boolean) ?? '',
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    cpuUsPerRequest: median(list.map((r) => r.cpuUsPerRequest)),
  });
  const bareRun = summary(bareRuns);
  const planRun = summary(planRuns);
  const result = {
    driver: handle.driver,
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    rounds: ROUNDS,
    responseBytes: JSON.stringify(body).length,
    queriesPerRequest: queries,
    bare: bareRun,
    plan: planRun,
    ratio: planRun.rps / bareRun.rps,
    ratios: planRuns.map((r, i) => r.rps / bareRuns[i].rps),
    cpuRatio: bareRun.cpuUsPerRequest / planRun.cpuUsPerRequest,
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  await server.close();
  await bare.close();
}
