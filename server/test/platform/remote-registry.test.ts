import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { createLiveRemotes, REGISTRY_RETRY_MS } from '../../src/platform/remote-registry/live-remotes';
import {
  goLive,
  history,
  liveReleases,
  rollback,
  withPublishLock,
  type Release,
} from '../../src/platform/remote-registry/registry';
import { testApp } from '../helpers/app';
import { testDb, truncateAll } from '../helpers/db';

const release = (version: string) => ({
  remote: 'tsf',
  version,
  manifestUrl: `http://localhost:3004/tsf/${version}/mf-manifest.json`,
  manifestHash: `sha256-${version}`,
  actor: 'tsf-team',
});

describe('registry of live remote versions (issue 20 item 2)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await testDb();
  });
  beforeEach(async () => {
    await truncateAll(handle);
  });

  it('a publish flips the live version and records who, when and the version it replaced', async () => {
    await goLive(handle.db, release('0.1.0-aaaa'));
    await goLive(handle.db, release('0.2.0-bbbb'));
    const [live] = await liveReleases(handle.db);
    expect(live).toMatchObject({ remote: 'tsf', version: '0.2.0-bbbb', previousVersion: '0.1.0-aaaa', actor: 'tsf-team' });
    expect(live?.at).toBeInstanceOf(Date);
    expect((await history(handle.db, 'tsf')).map((r) => [r.action, r.version])).toEqual([
      ['publish', '0.2.0-bbbb'],
      ['publish', '0.1.0-aaaa'],
    ]);
  });

  it('rollback flips back to the previous version; with no previous version it is refused', async () => {
    await goLive(handle.db, release('0.1.0-aaaa'));
    await expect(rollback(handle.db, 'tsf', 'ops')).rejects.toThrow('tsf 0.1.0-aaaa has no previous version to roll back to');
    await expect(rollback(handle.db, 'oa', 'ops')).rejects.toThrow('oa has no published version');
    await goLive(handle.db, release('0.2.0-bbbb'));
    const back = await rollback(handle.db, 'tsf', 'ops');
    expect(back).toMatchObject({ version: '0.1.0-aaaa', action: 'rollback', previousVersion: '0.2.0-bbbb', actor: 'ops' });
    expect(back.manifestUrl).toBe(release('0.1.0-aaaa').manifestUrl);
    expect((await liveReleases(handle.db))[0]?.version).toBe('0.1.0-aaaa');
  });

  it('publishing the version already live is refused and changes nothing', async () => {
    await goLive(handle.db, release('0.1.0-aaaa'));
    await expect(goLive(handle.db, release('0.1.0-aaaa'))).rejects.toThrow('already live');
    expect(await history(handle.db, 'tsf')).toHaveLength(1);
  });

  it('two publishes of one remote at once: the second is refused naming the first; another remote is not held', async () => {
    let release1: () => void = () => undefined;
    let started: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const first = withPublishLock(handle.db, 'tsf', 'alice@host-1', () => {
      started();
      return new Promise<void>((resolve) => (release1 = resolve));
    });
    await holding;
    await expect(withPublishLock(handle.db, 'tsf', 'bob@host-2', async () => 'never')).rejects.toThrow(
      /another publish of tsf is running \(alice@host-1 since/,
    );
    await expect(withPublishLock(handle.db, 'oa', 'bob@host-2', async () => 'ok')).resolves.toBe('ok');
    release1();
    await first;
    await expect(withPublishLock(handle.db, 'tsf', 'bob@host-2', async () => 'now')).resolves.toBe('now');
  });

  it('/remotes.json answers the published version of tsf, REMOTE_<NAME>_URL for the others; the CSP allows one stable tsf origin', async () => {
    const app = await testApp({ REMOTE_TSF_URL: 'http://localhost:3004' }, {}, handle.db);
    try {
      await goLive(handle.db, release('0.2.0-bbbb'));
      const body = (await app.inject({ url: '/remotes.json' })).json();
      expect(body.tsf).toEqual({ manifest: release('0.2.0-bbbb').manifestUrl, version: '0.2.0-bbbb' });
      expect(body.oa.manifest).toBe('http://localhost:3005/mf-manifest.json');
      await goLive(handle.db, release('0.3.0-cccc'));
      expect((await app.inject({ url: '/remotes.json' })).json().tsf.version).toBe('0.3.0-cccc');
      const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp.match(/localhost:3004/g)?.length).toBe(csp.match(/http:\/\/localhost:3005/g)?.length);
    } finally {
      await app.close();
    }
  });

  it('the registry database down: /remotes.json answers the last good copy and says so, never a 500', async () => {
    const app = await testApp({}, {}, handle.db);
    try {
      await goLive(handle.db, release('0.2.0-bbbb'));
      expect((await app.inject({ url: '/remotes.json' })).headers['x-remotes-source']).toBeUndefined();
      const healthy = app.liveRemotes.read;
      app.liveRemotes.read = async () => ({ ...(await healthy()), stale: true });
      const down = await app.inject({ url: '/remotes.json' });
      expect(down.statusCode).toBe(200);
      expect(down.headers['x-remotes-source']).toBe('last-good-copy');
      expect(down.json().tsf.version).toBe('0.2.0-bbbb');
    } finally {
      await app.close();
    }
  });
});

describe('operator view of the remotes (issue 20 item 2)', () => {
  const token = 'operator-token-0123456789';
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await testDb();
  });

  it('401 without or with a wrong credential; the operator sees live versions and history as JSON and a page', async () => {
    await truncateAll(handle);
    const app = await testApp({ OPERATOR_TOKEN: token }, {}, handle.db);
    try {
      await goLive(handle.db, release('0.1.0-aaaa'));
      await goLive(handle.db, release('0.2.0-bbbb'));
      expect((await app.inject({ url: '/ops/remotes' })).statusCode).toBe(401);
      const wrong = await app.inject({ url: '/ops/remotes', headers: { authorization: 'Bearer operator-token-XXXXXXXXXX' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error_message).toBe('ต้องยืนยันตัวตนผู้ดูแลระบบ');
      const json = await app.inject({ url: '/ops/remotes', headers: { authorization: `Bearer ${token}` } });
      expect(json.statusCode).toBe(200);
      const tsf = json.json().remotes.find((entry: { remote: string }) => entry.remote === 'tsf');
      expect(tsf.live.version).toBe('0.2.0-bbbb');
      expect(tsf.history.map((r: { version: string }) => r.version)).toEqual(['0.2.0-bbbb', '0.1.0-aaaa']);
      const basic = `Basic ${Buffer.from(`ops:${token}`).toString('base64')}`;
      const page = await app.inject({ url: '/ops/remotes', headers: { authorization: basic, accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('tsf: 0.2.0-bbbb');
      // Customer routes are unaffected.
      expect((await app.inject({ url: '/remotes.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('with no operator credential configured nobody gets in', async () => {
    const app = await testApp({}, {}, handle.db);
    try {
      expect((await app.inject({ url: '/ops/remotes', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('the last good copy of the live remotes (issue 20: registry database down)', () => {
  const live = (version: string) =>
    ({ remote: 'tsf', version, manifestUrl: `http://x/tsf/${version}/mf-manifest.json` }) as Release;

  it('keeps answering the last good entries, marked stale, and asks the database again after a pause', async () => {
    let clock = 0;
    let answer: () => Promise<Release[]> = async () => [live('1')];
    const remotes = createLiveRemotes(
      () => answer(),
      () => clock,
    );
    expect(await remotes.read()).toEqual({
      entries: { tsf: { manifest: 'http://x/tsf/1/mf-manifest.json', version: '1' } },
      stale: false,
    });
    answer = async () => {
      throw new Error('connection refused');
    };
    expect((await remotes.read()).stale).toBe(true);
    expect((await remotes.read()).entries.tsf?.version).toBe('1');
    answer = async () => [live('2')];
    clock = REGISTRY_RETRY_MS - 1;
    expect((await remotes.read()).stale).toBe(true);
    clock = REGISTRY_RETRY_MS;
    expect(await remotes.read()).toMatchObject({ entries: { tsf: { version: '2' } }, stale: false });
  });
});
