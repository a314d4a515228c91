import { describe, expect, it } from 'vitest';
import { createManifestCache, parseManifest, type RemoteManifest } from './remote-manifests';
import { routePattern, routeRemote } from './route-remote';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fontPreloads, inlineRemotes, shellHints, withShellHints } from './shell-hints';

const remotes = JSON.stringify({
  dashboard: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.2.3' },
  tsf: { manifest: 'http://localhost:3004/mf-manifest.json', version: '0.1.0' },
});
const dashboardManifest: RemoteManifest = {
  remoteEntry: 'http://localhost:3001/remoteEntry.js',
  exposes: { './DashboardRoutes': ['http://localhost:3001/7185.js', 'http://localhost:3001/expose.js'] },
};
const manifests = (known: Record<string, RemoteManifest | null>) => ({
  get: async (url: string) => known[url] ?? null,
});

describe('shell page hints (issue 19: collapse the waterfall)', () => {
  it('a signed-in /dashboard gets its first data calls, the live remote manifest, entry and exposed chunks, and /remotes.json inline', async () => {
    const html = await shellHints({
      pathname: '/dashboard',
      signedIn: true,
      remotesText: remotes,
      manifests: manifests({ 'http://localhost:3001/mf-manifest.json': dashboardManifest }),
      waitMs: 10,
    });
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/port-aggregation/private/v3/cust-port/plan" data-port-prefetch>',
    );
    expect(html).toContain('href="/auth/profile" data-port-prefetch>');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:3001/mf-manifest.json">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" href="http://localhost:3001/expose.js">');
    expect(html).toContain(`<script type="application/json" id="port-remotes">${remotes}</script>`);
    // Data first, then code, so the API calls are not queued behind the scripts.
    expect(html.indexOf('cust-port/plan')).toBeLessThan(html.indexOf('remoteEntry.js'));
  });

  it('a visitor gets no private data preloads; a remote whose manifest does not answer gets no hints', async () => {
    const html = await shellHints({
      pathname: '/dashboard',
      signedIn: false,
      remotesText: remotes,
      manifests: manifests({}),
      waitMs: 10,
    });
    expect(html).not.toContain('data-port-prefetch');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('id="port-remotes"');
  });

  it('only remotes of the live file are hinted: a route whose remote is not in it gets none', async () => {
    const html = await shellHints({
      pathname: '/plan-select',
      signedIn: true,
      remotesText: remotes,
      manifests: manifests({ 'http://localhost:3001/mf-manifest.json': dashboardManifest }),
      waitMs: 10,
    });
    expect(html).not.toContain('as="script"');
  });

  it('inlines the file with < escaped, and not at all when it is not JSON (the shell then fetches it)', () => {
    const inline = inlineRemotes(JSON.stringify({ x: { manifest: '</script><script>alert(1)</script>' } }));
    expect(inline?.tag).not.toContain('</script><script>');
    expect(inline?.tag).toContain('\\u003c/script>');
    expect(inlineRemotes('{ this is not json')).toBeNull();
    expect(inlineRemotes('[1]')).toBeNull();
  });

  it('preloads the built shell’s regular Thai and Latin body fonts (woff2), nothing when there are none', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shell-fonts-'));
    expect(fontPreloads(root)).toBe('');
    mkdirSync(path.join(root, 'fonts'));
    for (const name of [
      'sarabun-thai-400-normal.cd3f69ba.woff2',
      'sarabun-thai-400-normal.3afbd7d5.woff',
      'sarabun-thai-700-normal.b7eac627.woff2',
      'sarabun-latin-400-normal.2cec8123.woff2',
    ])
      writeFileSync(path.join(root, 'fonts', name), '');
    expect(fontPreloads(root)).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/sarabun-thai-400-normal.cd3f69ba.woff2">' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/sarabun-latin-400-normal.2cec8123.woff2">',
    );
  });

  it('puts the hints right after <meta charset>', () => {
    expect(withShellHints('<html><head><meta charset="utf-8"><title>x</title></head>', '<link>')).toBe(
      '<html><head><meta charset="utf-8"><link><title>x</title></head>',
    );
  });
});

describe('route → remote on the app host', () => {
  it('names the owner of each remote prefix', () => {
    expect(routeRemote('/dashboard')?.remote).toBe('dashboard');
    expect(routeRemote('/dashboard/omnibus/1/proposal-order')).toMatchObject({
      remote: 'orders',
      module: './ProposalOrderRoute',
    });
    expect(routeRemote('/dashboard/omnibus/1')).toMatchObject({ remote: 'dashboard', module: './DashboardRoutes' });
    expect(routeRemote('/unitholder/x')?.module).toBe('./UnitholderRoutes');
    expect(routeRemote('/plan-select/plans/goal-based/create')?.remote).toBe('plan_select');
    expect(routeRemote('/tax-saving-fund')?.remote).toBe('tsf');
    expect(routeRemote('/oa-landing/create')?.remote).toBe('oa');
    expect(routeRemote('/login')).toBeNull();
    expect(routeRemote('/dashboardx')).toBeNull();
  });

  it('reads react-router paths of the route table', () => {
    expect(routePattern('/dashboard/*').test('/dashboard')).toBe(true);
    expect(routePattern('/dashboard/*').test('/dashboard/omnibus/1')).toBe(true);
    expect(routePattern('/dashboard/*').test('/dashboards')).toBe(false);
    expect(routePattern('/dashboard/:a/:b/proposal-order').test('/dashboard/omnibus/1/proposal-order')).toBe(true);
    expect(routePattern('/dashboard/:a/:b/proposal-order').test('/dashboard/omnibus/proposal-order')).toBe(false);
  });
});

describe('remote manifests for the hints', () => {
  it('reads the entry and each exposed module’s sync chunks beside the manifest (publicPath auto)', () => {
    const parsed = parseManifest('http://cdn.example/dash/mf-manifest.json', {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'DashboardRoutes', assets: { js: { sync: ['a.js', 'b.js'], async: ['c.js'] } } }],
    });
    expect(parsed).toEqual({
      remoteEntry: 'http://cdn.example/dash/remoteEntry.js',
      exposes: { './DashboardRoutes': ['http://cdn.example/dash/a.js', 'http://cdn.example/dash/b.js'] },
    });
    expect(parseManifest('http://x/m.json', { nope: 1 })).toBeNull();
  });

  it('reads a manifest once per TTL, waits only so long for the first read, and remembers a failure briefly', async () => {
    let clock = 0;
    let calls = 0;
    let answer: () => Promise<Response> = async () =>
      new Response(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] }));
    const cache = createManifestCache({
      fetchImpl: async () => {
        calls += 1;
        return answer();
      },
      now: () => clock,
      ttlMs: 1000,
      failureTtlMs: 100,
    });
    expect((await cache.get('http://r/mf-manifest.json', 1000))?.remoteEntry).toBe('http://r/remoteEntry.js');
    await cache.get('http://r/mf-manifest.json', 1000);
    expect(calls).toBe(1);
    clock = 2000;
    answer = async () => new Response('down', { status: 503 });
    // Past the TTL: the last manifest still answers while it is read again in the background.
    expect(await cache.get('http://r/mf-manifest.json', 1000)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await cache.get('http://r/mf-manifest.json', 1000)).toBeNull();
    expect(calls).toBe(2);
    const slow = createManifestCache({ fetchImpl: () => new Promise<Response>(() => undefined) });
    expect(await slow.get('http://slow/mf-manifest.json', 20)).toBeNull();
  });
});
