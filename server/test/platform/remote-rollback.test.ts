import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import type { ShellContract } from '../../src/platform/remote-registry/compat-gate';
import { publishBuilt, type PublishDeps } from '../../src/platform/remote-registry/publish';
import { history, liveReleases, rollback, type Release } from '../../src/platform/remote-registry/registry';
import { rollbackChecked, type RollbackDeps } from '../../src/platform/remote-registry/rollback';
import { fileStorage } from '../../src/platform/remote-registry/storage';
import { testDb, truncateAll } from '../helpers/db';
import { liveShell, shared, tsfBuild } from '../helpers/remote-builds';

// Issue 20 items 2-3: a rollback is a flip like a publish and goes through the same gate (the live
// shell may have moved on since the old version was live) and the same smoke load.
const onReact = (major: number): ShellContract => ({
  ...liveShell,
  manifest: {
    ...liveShell.manifest,
    shared: liveShell.manifest.shared.map((entry) =>
      /^react(-dom)?(\/|$)/.test(entry.name) ? shared(entry.name, `${major}.0.0`) : entry,
    ),
  },
});

describe('remote:rollback goes through the compatibility gate and the smoke (issue 20)', () => {
  let handle: DbHandle;
  let storageRoot: string;
  let shell: ShellContract;
  let smoked: string[];
  const common = () => ({
    db: handle.db,
    storage: fileStorage(storageRoot),
    actor: 'tsf-team',
    liveShell: async () => shell,
    log: () => undefined,
  });
  const publishDeps = (): PublishDeps => ({ ...common(), publicBase: 'http://localhost:3004', answers: async () => true });
  const rollbackDeps = (overrides: Partial<RollbackDeps> = {}): RollbackDeps => ({
    ...common(),
    smoke: async (manifestUrl) => void smoked.push(manifestUrl),
    ...overrides,
  });
  let v1: Release;
  let v2: Release;

  beforeAll(async () => {
    handle = await testDb();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    storageRoot = mkdtempSync(path.join(tmpdir(), 'remote-storage-'));
    smoked = [];
    shell = onReact(19);
    v1 = await publishBuilt(publishDeps(), 'tsf', tsfBuild(), '0.1.0');
    v2 = await publishBuilt(publishDeps(), 'tsf', tsfBuild({ imports: { '@port/shared/http/data': ['getData'] } }), '0.1.0');
  });

  const liveVersion = async () => (await liveReleases(handle.db)).map((release) => release.version);

  it('a rollback the live shell can run is smoked at its manifest, then flips back', async () => {
    const back = await rollbackChecked(rollbackDeps(), 'tsf');
    expect(back).toMatchObject({ version: v1.version, action: 'rollback', previousVersion: v2.version });
    expect(smoked).toEqual([v1.manifestUrl]);
    expect(await liveVersion()).toEqual([v1.version]);
  });

  it('a rollback to a version built for React 19, once the live shell runs React 20, is refused naming react; nothing changes', async () => {
    shell = onReact(20);
    const v3 = await publishBuilt(publishDeps(), 'tsf', tsfBuild({ react: '^20.0.0' }), '0.2.0');
    const refusal = rollbackChecked(rollbackDeps(), 'tsf');
    await expect(refusal).rejects.toThrow(`rollback of tsf to ${v2.version} refused`);
    await expect(refusal).rejects.toThrow('react: tsf requires ^19.0.0 (major 19), the live shell provides 20.0.0');
    await expect(refusal).rejects.toThrow('react-dom: tsf requires ^19.0.0 (major 19), the live shell provides 20.0.0');
    expect(smoked).toEqual([]);
    expect(await liveVersion()).toEqual([v3.version]);
    expect(await history(handle.db, 'tsf')).toHaveLength(3);
  });

  it('a failed smoke of the old version refuses the rollback; the live version stays', async () => {
    const failing = rollbackDeps({
      smoke: async () => {
        throw new Error('tsf failed its smoke load against the live shell: /tax-saving-fund shows the remote fallback');
      },
    });
    await expect(rollbackChecked(failing, 'tsf')).rejects.toThrow('shows the remote fallback');
    expect(await liveVersion()).toEqual([v2.version]);
  });

  it('a previous version whose files are gone from the storage is refused, not flipped to', async () => {
    rmSync(path.join(storageRoot, 'tsf', v1.version), { recursive: true });
    await expect(rollbackChecked(rollbackDeps(), 'tsf')).rejects.toThrow(
      /rollback of tsf to .* refused: tsf's mf-manifest.json cannot be read/,
    );
    expect(await liveVersion()).toEqual([v2.version]);
  });

  it('another flip between the check and the rollback: refused, what goes live is what was checked', async () => {
    await expect(rollback(handle.db, 'tsf', 'ops', v1.version)).rejects.toThrow(
      `tsf changed while the rollback was checked (live was ${v1.version}, is now ${v2.version})`,
    );
    expect(await liveVersion()).toEqual([v2.version]);
  });
});
