// CPU profile of the plan list under the throughput bench's load (issue 19 item 5): the same
// server, session and in-process load generator as scripts/bench/throughput.mjs, profiled with the
// inspector during the measured phase only. Run inside scripts/lib/with-postgres.sh with
// `node --import tsx scripts/bench/throughput-profile.mjs [out.cpuprofile]`; prints self time by
// function and by package, the top first.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { startBenchServer } from './bench-server.mjs';

const PLAN_LIST = '/api/port-aggregation/private/v3/cust-port/plan';
const DURATION_MS = Number(process.env.BENCH_LOAD_MS ?? 8000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const out = process.argv[2] ?? '/tmp/plan-list.cpuprofile';

async function load(url, headers, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let requests = 0;
  const deadline = performance.now() + durationMs;
  const once = () =>
    new Promise((resolve) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => ((requests += 1), resolve()));
        })
        .on('error', resolve);
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return requests;
}

const server = await startBenchServer('throughput profile');
const url = `${server.base}${PLAN_LIST}`;
const headers = { cookie: await server.cookieOf('investor') };
await load(url, headers, 2000);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const started = performance.now();
const requests = await load(url, headers, DURATION_MS);
const { profile } = await session.post('Profiler.stop');
const seconds = (performance.now() - started) / 1000;
writeFileSync(out, JSON.stringify(profile));
await server.close();

const self = new Map();
const byPackage = new Map();
const dt = new Map();
profile.nodes.forEach((node) => dt.set(node.id, 0));
profile.samples.forEach((id, i) => dt.set(id, dt.get(id) + (profile.timeDeltas[i] ?? 0)));
let total = 0;
for (const node of profile.nodes) {
  const t = dt.get(node.id);
  total += t;
  const { functionName, url: file, lineNumber } = node.callFrame;
  const short = file.replace(/^.*node_modules\/\.pnpm\/([^/]+)\/node_modules\//, '$1:').replace(/^.*\/work\/wt\/[^/]+\//, '');
  const key = `${functionName || '(anon)'} ${short}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + t);
  const pkg = file.includes('node_modules')
    ? file.replace(/^.*node_modules\/\.pnpm\/([^/]+)\/.*$/, '$1')
    : file.startsWith('node:')
      ? file
      : file
        ? file.replace(/^.*\/work\/wt\/[^/]+\//, '').replace(/\/[^/]+$/, '/')
        : functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
}
const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(`${requests} requests in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)} req/s); profile ${out}`);
console.log(`\nby package / folder:\n${top(byPackage, 30)}\n\nby function:\n${top(self, 45)}`);
