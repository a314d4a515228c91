// Runs scripts/bench/throughput.mjs against a throwaway PostgreSQL 15 (scripts/lib/with-postgres.sh)
// in a child process and returns its result.
import { execFileSync } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

export function runThroughput() {
  const output = execFileSync(
    'bash',
    ['scripts/lib/with-postgres.sh', process.execPath, '--import', 'tsx', 'scripts/bench/throughput.mjs'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own port: the server suite's PostgreSQL may be running on the default one.
      env: { ...process.env, PGTEST_PORT: process.env.BENCH_PG_PORT ?? '54391' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  if (!line) throw new Error(`throughput bench printed no result:\n${output}`);
  return JSON.parse(line.slice('BENCH_RESULT '.length));
}

/** scripts/bench/soak.mjs (issue 12 "Load"): 60 s of mixed signed-in traffic on PostgreSQL. */
export function runSoak() {
  const output = execFileSync(
    'bash',
    ['scripts/lib/with-postgres.sh', process.execPath, '--expose-gc', '--import', 'tsx', 'scripts/bench/soak.mjs'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, PGTEST_PORT: process.env.BENCH_PG_PORT ?? '54392' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  if (!line) throw new Error(`soak bench printed no result:\n${output}`);
  return JSON.parse(line.slice('BENCH_RESULT '.length));
}
