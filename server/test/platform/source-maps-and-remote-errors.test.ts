import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_CSP, REMOTE_NOT_FOUND } from '../../src/remote-host';
import { testApp } from '../helpers/app';
import { useFixtureRemoteHost } from '../helpers/fixture-remote-host';

// Issue 21 item 2 (probe): source maps with full sourcesContent were public on every origin, and
// the remote origins answered Fastify's English "Route GET:/assets not found" with no CSP or
// frame-ancestors. The fixtures hold a .map beside the scripts, as a build that leaked one would.

describe('remote origin host: no source maps, Thai 404s under a CSP', () => {
  const host = useFixtureRemoteHost();

  it('a .map request answers 404 though the file is there; the script itself is served', async () => {
    expect((await fetch(`${host.url()}/123.8f3a2b1c.js`)).status).toBe(200);
    for (const url of ['/123.8f3a2b1c.js.map', '/123.8f3a2b1c.JS.MAP', '/123.8f3a2b1c.js.map.gz']) {
      const response = await fetch(`${host.url()}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('sourcesContent');
    }
  });

  it('an unknown path answers a Thai line (no framework English), with the CSP and frame-ancestors', async () => {
    for (const url of ['/assets', '/no/such/file.js', '/123.8f3a2b1c.js.map']) {
      const response = await fetch(`${host.url()}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(REMOTE_NOT_FOUND);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(REMOTE_CSP);
    }
    expect(REMOTE_CSP).toContain("frame-ancestors 'none'");
    expect((await fetch(`${host.url()}/mf-manifest.json`)).headers.get('content-security-policy')).toBe(REMOTE_CSP);
  });
});

describe('app host: no source maps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('a .map request answers 404 though the file is there; the script itself is served', async () => {
    expect((await app.inject({ url: '/assets/main.1a2b3c4d5e.js' })).statusCode).toBe(200);
    const map = await app.inject({ url: '/assets/main.1a2b3c4d5e.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
  });
});
