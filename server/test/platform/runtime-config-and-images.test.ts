import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers/app';

describe('runtime config in index.html (spec §9 deployment values, §4 maintenance flag)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ HTTP_TIMEOUT_MS: '15000', MAIN_SITE_URL: 'https://www.example.co.th' });
  });
  afterAll(async () => app.close());

  it('injects window.__PORT_CONFIG__ and allows exactly that inline script by hash', async () => {
    const page = await app.inject({ url: '/dashboard' });
    const script = /<script>(window\.__PORT_CONFIG__=[^<]*)<\/script>/.exec(page.body);
    expect(script).not.toBeNull();
    const settings = JSON.parse(script![1]!.replace('window.__PORT_CONFIG__=', '').replace(/;$/, ''));
    expect(settings).toEqual({
      maintenance: false,
      httpTimeoutMs: 15000,
      debug: false,
      mainSiteUrl: 'https://www.example.co.th',
    });
    const hash = createHash('sha256').update(script![1]!).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('tells the browser when maintenance mode is on', async () => {
    const maintenance = await testApp({ MAINTENANCE_MODE: 'true' });
    try {
      const page = await maintenance.inject({ url: '/maintenance' });
      expect(page.body).toContain('"maintenance":true');
    } finally {
      await maintenance.close();
    }
  });
});

describe('/remotes.json as deployed (issue 2: a malformed file reaches the shell, which falls back)', () => {
  it('serves a malformed file verbatim instead of silently replacing it', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
    writeFileSync(file, '{ not json');
    const app = await testApp({ REMOTES_FILE: file });
    try {
      const res = await app.inject({ url: '/remotes.json' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{ not json');
      expect(String((await app.inject({ url: '/dashboard' })).headers['content-security-policy'])).toContain(
        'http://localhost:3001',
      );
    } finally {
      await app.close();
    }
  });
});

describe('seed images (no broken images in the demo)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('draws badges, bank logos and article thumbnails as SVG', async () => {
    for (const url of ['/static/badges/goal-based.svg', '/static/banks/kbank.svg', '/static/articles/dca-basics.jpg']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('image/svg+xml');
      expect(res.body, url).toMatch(/^<svg /);
    }
  });

  it('refuses unknown kinds and odd file names with the Thai 404', async () => {
    for (const url of ['/static/secrets/key.svg', '/static/badges/x.exe']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error_message, url).toBe('ไม่พบเส้นทางที่เรียกใช้');
    }
    expect((await app.inject({ url: '/static/badges/..%2F..%2Fetc.svg' })).statusCode).toBe(400);
  });
});
