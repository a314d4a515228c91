// `pnpm remote:rollback <remote>` (issue 20 items 2-3): a rollback is a flip like a publish, so it goes
// through the same gate. The version it returns to was fine when it went live, but the live shell may
// have moved since (a new major of React or of @port/shared, an export removed): the stored version is
// checked against the live shell (compatibility gate) and loaded in Chromium (smoke) before the flip.
import type { Db } from '../../db/client';
import { gate } from './publish';
import type { ShellContract } from './compat-gate';
import { rollback, rollbackTarget, type Release } from './registry';
import type { RemoteStorage } from './storage';

export interface RollbackDeps {
  db: Db;
  storage: RemoteStorage;
  actor: string;
  liveShell: () => Promise<ShellContract>;
  /** Loads the target version against the live shell; throws a RegistryRefusal saying what failed. */
  smoke?: (manifestUrl: string) => Promise<void>;
  log: (line: string) => void;
}

/** Rolls `remote` back to its previous version once that version passes the gate and the smoke; the caller holds the publish lock. */
export async function rollbackChecked(deps: RollbackDeps, remote: string): Promise<Release> {
  const { current, target } = await rollbackTarget(deps.db, remote);
  const stored = (file: string) => deps.storage.read(remote, target.version, file);
  await gate(remote, stored, deps.liveShell).catch((error: Error) => {
    error.message = `rollback of ${remote} to ${target.version} refused: ${error.message}`;
    throw error;
  });
  deps.log(`${remote} ${target.version}: the live shell provides what it shares (compatibility gate passed)`);
  if (deps.smoke) {
    await deps.smoke(target.manifestUrl);
    deps.log(`${remote} ${target.version}: its routes render against the live shell (smoke passed)`);
  }
  return rollback(deps.db, remote, deps.actor, current.version);
}
