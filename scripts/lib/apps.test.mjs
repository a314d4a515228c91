import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotes, apps, findRemote } from './apps.mjs';
import { planRemotes, stackPorts } from './stack.mjs';

const root = new URL('../..', import.meta.url).pathname;

describe('one file names the remotes (issue 20 item 5: adding a remote = that file + its folder)', () => {
  it('names, folders and ports are unique; each folder is a package built by the shared remote config', () => {
    for (const key of ['name', 'dir', 'port']) expect(new Set(apps.map((app) => app[key])).size, key).toBe(apps.length);
    for (const remote of remotes) {
      const pkg = JSON.parse(readFileSync(path.join(root, remote.dir, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@port/${remote.dir}`);
      expect(readFileSync(path.join(root, remote.dir, 'rspack.config.mjs'), 'utf8')).toContain(
        'createRemoteConfig(import.meta.dirname)',
      );
      expect(pkg.scripts.serve).toBe('node ../scripts/serve-remote.mjs');
      expect(existsSync(path.join(root, 'scripts', 'serve-remote.mjs'))).toBe(true);
    }
  });

  it('every exposed module file exists, and every route it owns renders one of its exposed modules', () => {
    for (const remote of remotes) {
      for (const file of Object.values(remote.exposes)) expect(existsSync(path.join(root, remote.dir, file)), file).toBe(true);
      for (const route of remote.routes) expect(Object.keys(remote.exposes), route.path).toContain(route.module);
    }
  });

  it('finds a remote by MF name or folder and names the known ones otherwise', () => {
    expect(findRemote('tsf')).toBe(findRemote('mfe-tsf'));
    expect(findRemote('tsf').env).toBe('REMOTE_TSF_URL');
    expect(() => findRemote('nope')).toThrow(/dashboard, plan_select, orders, tsf, oa/);
  });

  it('pnpm start gives each remote its offset from the shell port', () => {
    expect(stackPorts(6400).remotes).toEqual(Object.fromEntries(remotes.map((r) => [r.name, 6400 + r.port - 3000])));
  });

  it('REMOTE_TSF_URL=… pnpm start serves tsf from there and starts no local tsf host (issue 20)', () => {
    const ports = stackPorts(6400);
    const plan = planRemotes(ports, { REMOTE_TSF_URL: 'http://localhost:7004' });
    expect(plan.given.map((r) => r.name)).toEqual(['tsf']);
    expect(plan.local.map((r) => r.name)).not.toContain('tsf');
    expect(plan.remoteUrls.REMOTE_TSF_URL).toBeUndefined();
    expect(plan.remoteUrls.REMOTE_OA_URL).toBe(`http://localhost:${ports.remotes.oa}`);
  });
});
