import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eBasePort } from './env';
import { withDatabase } from './db';

/** The repository root: `remote:publish` and friends run from there, as a team runs them. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `pnpm remote:<command> <remote>` against the suite's stack (its database, its remotes storage, its
 * ports), as the remote's team runs it (issue 20). Resolves with the output; rejects with it on a non-zero exit.
 */
export function remoteCli(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/remote.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, BASE_PORT: String(e2eBasePort), PUBLISHED_BY: 'tsf-team (e2e)', ...env },
        timeout: 240_000,
      },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error) reject(new Error(`remote ${args.join(' ')} failed (${error.code ?? error.signal}):\n${output}`));
        else resolve(output);
      },
    );
  });
}

/**
 * A copy of a remote's production build as its team's pipeline would hand it over (PUBLISH_DIST),
 * with `edit` applied to its files; the precompressed copies of an edited file are dropped (the
 * remote host then sends the file itself). A marker file makes this run's version its own.
 */
export function buildCopy(dir: string, edit: (file: string, text: string) => string = (_file, text) => text): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${path.basename(dir)}-build-`));
  cpSync(path.join(repoRoot, dir, 'dist'), copy, { recursive: true });
  for (const file of readdirSync(copy).filter((name) => name.endsWith('.js'))) {
    const full = path.join(copy, file);
    const text = readFileSync(full, 'utf8');
    const edited = edit(file, text);
    if (edited === text) continue;
    writeFileSync(full, edited);
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
  }
  writeFileSync(path.join(copy, 'e2e-run.txt'), `${process.pid} ${Date.now()} ${Math.random()}`);
  return copy;
}

/** SHA-256 of every file under `dir`, by relative path. */
export function hashesOf(dir: string): Record<string, string> {
  const full = path.join(repoRoot, dir);
  return Object.fromEntries(
    readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(full, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

type LiveRow = { remote: string; release_id: number } | undefined;

/**
 * The registry as a spec found it, for one remote: `restore()` deletes the flips made since and puts
 * its live pointer back (or removes it), so specs after it get the same /remotes.json.
 */
export async function registrySnapshot(remote: string): Promise<{ restore: () => Promise<void> }> {
  const { lastId, live } = await withDatabase(async (db) => ({
    lastId: Number((await db.query('select coalesce(max(id), 0) as id from remote_releases')).rows[0].id),
    live: (await db.query('select remote, release_id from remote_live where remote = $1', [remote])).rows[0] as LiveRow,
  }));
  return {
    restore: () =>
      withDatabase(async (db) => {
        await db.query('begin');
        await db.query('delete from remote_live where remote = $1', [remote]);
        if (live) await db.query('insert into remote_live (remote, release_id) values ($1, $2)', [live.remote, live.release_id]);
        await db.query('delete from remote_releases where remote = $1 and id > $2', [remote, lastId]);
        await db.query('commit');
      }),
  };
}
