// `pnpm remote:check <remote>` (issue 20 item 5): one remote's pipeline, as its team runs it alone:
// lint, types, unit tests, production build, size budget and the compatibility gate against the shell
// (GATE_SHELL: an app origin or a built shell folder; else APP_ORIGIN; else this checkout's shell/dist).
// Every step runs (the budget and the gate need the build); the exit code is 1 if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compatibilityProblems, remoteContract, shellContract } from '../server/src/platform/remote-registry/compat-gate';
// @ts-expect-error plain ESM helpers shared with `pnpm start`
import { findRemote } from './lib/apps.mjs';

type Remote = { name: string; dir: string };
type Step = { step: string; ok: boolean | null; seconds: string; note: string };

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Step {
  const started = Date.now();
  console.log(`\n── ${step}: ${path.basename(command)} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  return {
    step,
    ok,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    note: ok ? '' : `exit ${result.status ?? result.signal}`,
  };
}

async function gateStep(remote: Remote, dist: string): Promise<Step> {
  const started = Date.now();
  const shell = process.env.GATE_SHELL ?? process.env.APP_ORIGIN ?? path.join(root, 'shell', 'dist');
  console.log(`\n── compatibility gate: ${remote.name} against the shell at ${shell}`);
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    const problems = compatibilityProblems(await remoteContract(remote.name, dist), await shellContract(shell));
    for (const problem of problems) console.error(`  - ${problem}`);
    if (!problems.length) console.log('  the shell provides everything it shares');
    return { step: 'compatibility gate', ok: problems.length === 0, seconds: seconds(), note: `${problems.length} problem(s)` };
  } catch (error) {
    console.error(`  ${(error as Error).message}`);
    return { step: 'compatibility gate', ok: false, seconds: seconds(), note: 'cannot compare' };
  }
}

export async function checkRemote(remote: Remote): Promise<Step[]> {
  const dist = path.join(root, remote.dir, 'dist');
  const steps = [
    run('lint', bin('eslint'), [remote.dir]),
    run('types', bin('tsc'), ['-p', path.join(remote.dir, 'tsconfig.json')]),
    run('unit tests', bin('vitest'), ['run', '--project', remote.dir]),
  ];
  const build = run('build', bin('rspack'), ['build', '-c', 'scripts/rspack.all.mjs', '--config-name', remote.dir], {
    NODE_ENV: 'production',
  });
  steps.push(build);
  if (build.ok && existsSync(dist)) {
    steps.push(run('size budget', process.execPath, ['scripts/size-budget.mjs', '--app', remote.dir]));
    steps.push(await gateStep(remote, dist));
  } else {
    for (const step of ['size budget', 'compatibility gate']) steps.push({ step, ok: null, seconds: '-', note: 'no build' });
  }
  return steps;
}

const name = process.argv[2];
if (!name) {
  console.error('usage: pnpm remote:check <remote>   (e.g. tsf or mfe-tsf)');
  process.exit(2);
}
const remote = findRemote(name) as Remote;
const steps = await checkRemote(remote);
console.log(`\n${remote.name} (${remote.dir}):`);
console.table(steps.map((s) => ({ ...s, ok: s.ok === null ? 'skipped' : s.ok ? 'yes' : 'NO' })));
process.exitCode = steps.every((s) => s.ok) ? 0 : 1;
