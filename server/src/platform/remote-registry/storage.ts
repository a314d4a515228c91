import { cp, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where published remote builds live: `<remote>/<version>/` (issue 20 item 1). One small interface,
 * so an object store is an adapter away; the filesystem is the adapter here (served by the remote
 * hosts and by nginx in compose). A version is never overwritten.
 */
export interface RemoteStorage {
  has(remote: string, version: string): Promise<boolean>;
  /** Stores a built folder as `<remote>/<version>/`; all of it or nothing; refused if the version exists. */
  put(remote: string, version: string, fromDir: string): Promise<void>;
  versions(remote: string): Promise<string[]>;
  /** One file of a stored version (`mf-manifest.json`): what the gate reads before a rollback. */
  read(remote: string, version: string, file: string): Promise<string>;
}

const SAFE = /^[a-z0-9][a-z0-9._-]*$/i;
const SAFE_FILE = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function fileStorage(root: string): RemoteStorage {
  const dir = (remote: string, version: string) => {
    if (!SAFE.test(remote) || !SAFE.test(version)) throw new Error(`unsafe storage path ${remote}/${version}`);
    return path.join(root, remote, version);
  };
  const has = (remote: string, version: string) =>
    stat(dir(remote, version)).then(
      () => true,
      () => false,
    );
  return {
    has,
    async put(remote, version, fromDir) {
      const target = dir(remote, version);
      if (await has(remote, version))
        throw new Error(`${remote} ${version} is already published: versions are never overwritten`);
      // Copied beside it under a temporary name, then renamed: a failed copy never leaves a half version.
      const partial = path.join(root, remote, `.partial-${version}-${process.pid}`);
      await mkdir(path.dirname(partial), { recursive: true });
      try {
        await cp(fromDir, partial, { recursive: true, errorOnExist: true });
        await rename(partial, target);
      } finally {
        await rm(partial, { recursive: true, force: true });
      }
    },
    async versions(remote) {
      const entries = await readdir(path.join(root, remote), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
    },
    async read(remote, version, file) {
      if (!SAFE_FILE.test(file)) throw new Error(`unsafe storage path ${remote}/${version}/${file}`);
      return readFile(path.join(dir(remote, version), file), 'utf8');
    },
  };
}
