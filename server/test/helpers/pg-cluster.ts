import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onSamePort, onSomePort } from './fixed-port';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** True when a PostgreSQL 15 server can be started here (scripts/lib/ensure-system.sh installs it). */
export function pgServerAvailable(): boolean {
  return existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
}

export type PgCluster = {
  url: string;
  /** pg_ctl stop -m fast (clients are told) or immediate (a crash: recovery from the WAL at the next start). */
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  /** pg_ctl start -w: resolves once the server accepts connections. */
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

/**
 * A throwaway PostgreSQL 15 server of this test's own (as scripts/lib/with-postgres.sh makes
 * one), so a test may stop and start it without touching the suite's shared server. As root the
 * server runs as the `postgres` user (it refuses root).
 */
export async function startPgCluster(): Promise<PgCluster> {
  const root = process.getuid?.() === 0;
  const asPg = async (command: string, args: string[]) => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return run(file, argv, { timeout: 60_000 });
  };
  if (root) await run('id', ['postgres']).catch(() => run('useradd', ['--system', '--no-create-home', 'postgres']));
  const dir = mkdtempSync(path.join(tmpdir(), 'port-pg-'));
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  await asPg(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // pg_ctl says only "could not start server"; the reason (e.g. the port is taken) is in the log.
  const startOn = async (port: number) => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    try {
      await asPg(path.join(BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    }
    return port;
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await asPg(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
  };
  // Told its port up front: one below the ephemeral range, another one if it is taken.
  const port = await onSomePort(startOn);
  // A restart keeps the URL: the same port, tried again while something else briefly holds it.
  const start = async () => {
    await onSamePort(() => startOn(port));
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop('fast').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
