// Starts the whole product without containers: the app host (server + embedded identity
// provider) and one static origin per remote. Used by `pnpm start` and the e2e suite.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { remotes, shellApp } from './apps.mjs';

const root = new URL('../..', import.meta.url).pathname;

export function stackPorts(base = 3000) {
  return {
    app: base,
    idp: base + 100,
    // Each remote keeps its offset from the shell's port in the list (3001 → base + 1).
    remotes: Object.fromEntries(remotes.map((remote) => [remote.name, base + remote.port - shellApp.port])),
  };
}

function run(label, args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: join(root, 'server'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => process.env.STACK_QUIET || console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
}

// A limit against a hang, not a speed check (it returns as soon as the URL answers): 60 s was too
// short for the app host to migrate, seed and listen beside two other CI runs (load 12–15,
// 2026-11-27), and the whole suite failed before its first test. Speed is `pnpm bench`'s.
export async function waitFor(url, timeoutMs = Number(process.env.STACK_WAIT_MS ?? 300_000)) {
  const deadline = Date.now() + timeoutMs;
  // Probe the IPv4 loopback directly: on a loaded machine Node's dual-stack connect for 'localhost'
  // can time out on one family and fail every attempt (seen as "fetch failed" for a whole minute).
  const probe = url.replace('//localhost:', '//127.0.0.1:');
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(probe, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${url} did not answer in ${timeoutMs} ms: ${lastError?.message} ${lastError?.cause?.message ?? lastError?.cause?.code ?? ''}`,
  );
}

/** Published remote versions (`pnpm remote:publish`): `<storage>/<remote>/<version>/`, served at `/<remote>/<version>/`. */
export const remotesStorage = () => process.env.REMOTES_STORAGE ?? join(root, 'server', '.data', 'remotes');

export function startRemoteHost(remote, port, appOrigin) {
  const args = [
    '--dir',
    join(root, remote.dir, 'dist'),
    '--port',
    String(port),
    '--storage',
    remotesStorage(),
    '--name',
    remote.name,
  ];
  return run(`${remote.name}:${port}`, ['src/remote-host.ts', ...args], { APP_ORIGIN: appOrigin });
}

/**
 * Which remotes the stack serves itself: those without a `REMOTE_<NAME>_URL` in `env` (the README's
 * `REMOTE_TSF_URL=… pnpm start`); the others are passed through untouched.
 */
export function planRemotes(ports, env) {
  const given = remotes.filter((remote) => env[remote.env]);
  const local = remotes.filter((remote) => !env[remote.env]);
  const remoteUrls = Object.fromEntries(local.map((remote) => [remote.env, `http://localhost:${ports.remotes[remote.name]}`]));
  return { local, given, remoteUrls };
}

/**
 * Starts every process; resolves when all answer. `env` is passed to the app host. A remote whose
 * `REMOTE_<NAME>_URL` is set (in `env` or the environment) is served from there: no local host for it.
 */
export async function startStack({ base = 3000, env = {} } = {}) {
  const ports = stackPorts(base);
  const appOrigin = `http://localhost:${ports.app}`;
  const { local, given, remoteUrls } = planRemotes(ports, { ...process.env, ...env });
  const children = local.map((remote) => startRemoteHost(remote, ports.remotes[remote.name], appOrigin));
  children.push(
    run('app', ['src/main.ts'], {
      PORT: String(ports.app),
      APP_ORIGIN: appOrigin,
      IDP_PORT: String(ports.idp),
      OIDC_ISSUER: `http://localhost:${ports.idp}`,
      ...remoteUrls,
      ...env,
    }),
  );
  // Resolves once every process has exited (SIGKILL after 20 s of draining), so whatever starts
  // next on these ports finds them free: the after-cut-off e2e stack starts right after the suite's.
  const stop = () =>
    Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        return exited.finally(() => clearTimeout(timer));
      }),
    ).then(() => undefined);
  // A process that ends before answering fails the start at once, instead of after the long wait.
  let exitedEarly;
  const earlyExit = new Promise((_, reject) => (exitedEarly = reject));
  earlyExit.catch(() => {});
  for (const child of children)
    child.once('exit', (code, signal) =>
      exitedEarly(new Error(`${child.spawnargs.slice(3).join(' ')} exited (${code ?? signal}) before it answered`)),
    );
  try {
    await Promise.race([
      earlyExit,
      Promise.all([
        waitFor(`${appOrigin}/remotes.json`),
        waitFor(`http://localhost:${ports.idp}/.well-known/openid-configuration`),
        ...local.map((remote) => waitFor(`http://localhost:${ports.remotes[remote.name]}/mf-manifest.json`)),
      ]),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  for (const remote of given)
    console.log(`[stack] ${remote.name} from ${remote.env}=${env[remote.env] ?? process.env[remote.env]}`);
  return { ports, appOrigin, children, stop };
}
