import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  name: string;
  /** Everything it printed (for the failure message of a test). */
  output: () => string;
  /** SIGTERM (main.ts drains, then closes); resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * Runs a server entry (src/main.ts, src/idp/main.ts) as a process of its own, the way
 * scripts/lib/stack.mjs does, and resolves once it prints `ready` (a definite signal, no
 * fixed wait) or rejects with its output when it exits or the deadline passes.
 */
export function startServerProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  deadlineMs = 90_000,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const handle: ServerProcess = {
    name,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not print ${ready} within ${deadlineMs} ms:\n${output}`));
    }, deadlineMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(handle);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}
