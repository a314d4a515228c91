import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers/app';

describe('app host static side (spec §2 routes, ARCHITECTURE federation rules)', () => {
  let app: FastifyInstance;
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-'));
  const remotesFile = path.join(dir, 'remotes.json');
  beforeAll(async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({ dashboard: { manifest: 'https://cdn.example.com/dashboard/mf-manifest.json', version: '1.0.0' } }),
    );
    app = await testApp({ REMOTES_FILE: remotesFile });
  });
  afterAll(async () => app.close());

  it('serves the shell for spec §2 routes with 200 and no-cache', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/dashboard/omnibus/1/proposal-order',
      '/plan-select/plans/goal-based/review',
      '/unitholder',
      '/oa-landing/create',
      '/oa-landing/renew/suitability',
      '/login?return_url=%2Fdashboard',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Port test shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('an unknown page answers a real 404 while still serving the shell (it renders the Thai 404 page)', async () => {
    const res = await app.inject({ url: '/this/page/is-gone' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Port test shell');
    expect((await app.inject({ url: '/dashboard/omnibus/1/unknown-tab' })).statusCode).toBe(404);
  });

  it('hashed assets are cached for a year, and security headers are set', async () => {
    const asset = await app.inject({ url: '/assets/main.1a2b3c4d5e.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/dashboard' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/cdn\.example\.com/);
  });

  it('/remotes.json is read from REMOTES_FILE on every request (re-point without restart)', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().dashboard.manifest).toBe('https://cdn.example.com/dashboard/mf-manifest.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({
        dashboard: { manifest: 'https://cdn.example.com/dashboard-v2/mf-manifest.json', version: '1.0.1' },
        tsf: { manifest: 'not a url' },
      }),
    );
    const second = await app.inject({ url: '/remotes.json' });
    // Served as deployed: the shell validates each entry and falls back per remote.
    expect(second.json()).toEqual({
      dashboard: { manifest: 'https://cdn.example.com/dashboard-v2/mf-manifest.json', version: '1.0.1' },
      tsf: { manifest: 'not a url' },
    });
  });
});

describe('remotes.json defaults (decision record 001)', () => {
  it('is generated from REMOTE_*_URL when no REMOTES_FILE is set', async () => {
    const app = await testApp({ REMOTE_TSF_URL: 'http://127.0.0.1:4004' });
    try {
      const body = (await app.inject({ url: '/remotes.json' })).json();
      expect(body.tsf.manifest).toBe('http://127.0.0.1:4004/mf-manifest.json');
      expect(body.dashboard.manifest).toBe('http://localhost:3001/mf-manifest.json');
    } finally {
      await app.close();
    }
  });
});
