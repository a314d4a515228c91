import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { publishBuilt, type PublishDeps } from '../../src/platform/remote-registry/publish';
import { goLive, history, liveReleases } from '../../src/platform/remote-registry/registry';
import { fileStorage } from '../../src/platform/remote-registry/storage';
import { testDb, truncateAll } from '../helpers/db';
import { liveShell, tsfBuild } from '../helpers/remote-builds';

// Issue 20 item 3 ("What must be shown"): the compatibility gate refuses a tsf the live shell cannot
// run, naming what is missing, and nothing changes for users (the live version stays, nothing stored).
describe('compatibility gate of remote:publish (issue 20 item 3)', () => {
  let handle: DbHandle;
  let storageRoot: string;
  let logged: string[];
  const deps = (overrides: Partial<PublishDeps> = {}): PublishDeps => ({
    db: handle.db,
    storage: fileStorage(storageRoot),
    actor: 'tsf-team',
    publicBase: 'http://localhost:3004',
    liveShell: async () => liveShell,
    answers: async () => true,
    log: (line) => logged.push(line),
    ...overrides,
  });
  beforeAll(async () => {
    handle = await testDb();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    storageRoot = mkdtempSync(path.join(tmpdir(), 'remote-storage-'));
    logged = [];
    await goLive(handle.db, {
      remote: 'tsf',
      version: '0.1.0-live000000',
      manifestUrl: 'http://localhost:3004/tsf/0.1.0-live000000/mf-manifest.json',
      manifestHash: 'sha256-live',
      actor: 'tsf-team',
    });
  });

  async function expectNothingChanged() {
    expect((await liveReleases(handle.db)).map((release) => release.version)).toEqual(['0.1.0-live000000']);
    expect(await history(handle.db, 'tsf')).toHaveLength(1);
    expect(await fileStorage(storageRoot).versions('tsf')).toEqual([]);
  }

  it('refuses a tsf that imports a @port/shared export the live shell lacks, naming the module and the export', async () => {
    const dist = tsfBuild({
      imports: { '@port/shared/http/data': ['getData', 'putData'], '@port/shared/bus/event-bus': ['emit'] },
      sharedVersion: '1.1.0',
    });
    const refusal = publishBuilt(deps(), 'tsf', dist, '0.1.0');
    await expect(refusal).rejects.toThrow(
      "@port/shared/http/data: tsf imports 'putData' (built with @port/shared 1.1.0), the live shell provides @port/shared 1.0.0 without it",
    );
    await expect(refusal).rejects.toThrow('nothing goes live');
    await expectNothingChanged();
  });

  it('refuses a tsf that requires React 18, naming react and react-dom and the versions', async () => {
    const refusal = publishBuilt(deps(), 'tsf', tsfBuild({ react: '^18.0.0' }), '0.1.0');
    await expect(refusal).rejects.toThrow('react: tsf requires ^18.0.0 (major 18), the live shell provides 19.3.1');
    await expect(refusal).rejects.toThrow('react-dom: tsf requires ^18.0.0 (major 18), the live shell provides 19.3.1');
    await expectNothingChanged();
  });

  it('refuses another major of @port/shared, and a build without its shared-imports.json', async () => {
    await expect(
      publishBuilt(
        deps(),
        'tsf',
        tsfBuild({ imports: { '@port/shared/http/data': ['getData'] }, sharedVersion: '2.0.0' }),
        '0.1.0',
      ),
    ).rejects.toThrow('@port/shared/http/data: tsf requires @port/shared ^2.0.0, the live shell provides @port/shared 1.0.0');
    const bare = tsfBuild();
    writeFileSync(path.join(bare, 'shared-imports.json'), '{"package":"@port/shared"}');
    await expect(publishBuilt(deps(), 'tsf', bare, '0.1.0')).rejects.toThrow("tsf's shared-imports.json is malformed");
    await expectNothingChanged();
  });

  it('refuses when the live shell cannot be read: the gate never passes by default', async () => {
    const unreadable = deps({
      liveShell: async () => {
        throw new Error("the shell's mf-manifest.json at http://localhost:3000 cannot be read (fetch failed)");
      },
    });
    await expect(publishBuilt(unreadable, 'tsf', tsfBuild(), '0.1.0')).rejects.toThrow(
      'the compatibility gate cannot read the live shell',
    );
    await expectNothingChanged();
  });

  it('a build the live shell can run goes live; a federated module the shell does not provide runs as the remote copy, not refused', async () => {
    const dist = tsfBuild({ imports: { '@port/shared/http/data': ['getData'], '@port/shared/http/other': ['notInShell'] } });
    const release = await publishBuilt(deps(), 'tsf', dist, '0.1.0');
    expect(release).toMatchObject({ remote: 'tsf', previousVersion: '0.1.0-live000000', action: 'publish' });
    expect(await fileStorage(storageRoot).versions('tsf')).toEqual([release.version]);
    expect(logged[0]).toContain('compatibility gate passed');
  });

  it('the smoke load failing after storing: nothing flips, the stored version stays unused', async () => {
    const failing = deps({
      smoke: async () => {
        throw new Error('smoke: /tax-saving-fund showed the remote fallback');
      },
    });
    await expect(publishBuilt(failing, 'tsf', tsfBuild(), '0.1.0')).rejects.toThrow('showed the remote fallback');
    expect((await liveReleases(handle.db)).map((release) => release.version)).toEqual(['0.1.0-live000000']);
  });
});
