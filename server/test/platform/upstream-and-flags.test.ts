import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portPaths } from '@port/shared/contracts/api-paths';
import { featureFlagsSchema } from '@port/shared/contracts/feature-flags';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

describe('upstream switch (ARCHITECTURE "Server": a group forwards to an allowlisted upstream)', () => {
  let upstream: Server;
  let origin = '';
  const seen: { url?: string; auth?: string; method?: string; body?: string }[] = [];
  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url, auth: req.headers.authorization, method: req.method, body });
        if (req.url?.startsWith('/broken')) {
          res.setHeader('content-type', 'text/html');
          res.end('<html>oops</html>');
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { display_name_th: 'ที่ปรึกษาจากระบบจริง', from: 'upstream' } }));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((r) => upstream.close(() => r())));

  it('forwards path, query and body with the session access token as Bearer; other groups stay built in', async () => {
    const app = await testApp({ UPSTREAM_ADVISOR_URL: `${origin}/advisor-svc`, UPSTREAM_ALLOWLIST: origin });
    try {
      const headers = await authHeaders(app, 'C0003');
      const res = await app.inject({ url: '/api/advisor/private/v1/advisor?x=1', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.from).toBe('upstream');
      expect(seen.at(-1)).toMatchObject({
        url: '/advisor-svc/private/v1/advisor?x=1',
        auth: 'Bearer test-access-C0003',
        method: 'GET',
      });
      // A public path of the same group gets no token, even from a signed-in browser (issue 12 item 5).
      await app.inject({ url: '/api/advisor/public/v1/anything', headers });
      expect(seen.at(-1)).toMatchObject({ url: '/advisor-svc/public/v1/anything', auth: undefined });
      const anonymous = await app.inject({ url: '/api/advisor/private/v1/advisor' });
      expect(anonymous.statusCode).toBe(401);
      const builtIn = await app.inject({ url: '/api/lead/private/v1/customer/service-level', headers });
      expect(builtIn.json().data.short_code).toBe('ADVISORY');
    } finally {
      await app.close();
    }
  });

  it('a non-JSON or unreachable upstream answers 502 in Thai', async () => {
    const app = await testApp({
      UPSTREAM_CMS_URL: `${origin}/broken`,
      UPSTREAM_FNDS_URL: 'http://127.0.0.1:9',
      UPSTREAM_ALLOWLIST: `${origin},http://127.0.0.1:9`,
    });
    try {
      const bad = await app.inject({ url: '/api/cms/public/cms/article/tag?tags_slug=ssf' });
      expect(bad.statusCode).toBe(502);
      expect(bad.json()).toEqual({ error_code: 'UPSTREAM', error_message: 'ไม่สามารถเชื่อมต่อระบบปลายทางได้ กรุณาลองใหม่ภายหลัง' });
      expect((await app.inject({ url: '/api/fnds/header' })).statusCode).toBe(502);
    } finally {
      await app.close();
    }
  });

  it('refuses to start when the upstream origin is not allowlisted', async () => {
    await expect(testApp({ UPSTREAM_ORDER_URL: 'http://evil.example.com', UPSTREAM_ALLOWLIST: origin })).rejects.toThrow(
      /UPSTREAM_ORDER_URL/,
    );
  });
});

/** Writes the flag file with a later modification time, as an operator's edit would (no sleeping for the clock to tick). */
function rewrite(file: string, flags: Record<string, unknown>) {
  const before = statSync(file).mtime;
  writeFileSync(file, JSON.stringify(flags));
  const later = new Date(before.getTime() + 1000);
  utimesSync(file, later, later);
}

describe('feature flags through OpenFeature (spec §1 "feature toggles", ARCHITECTURE)', () => {
  it('GET /api/feature-flags evaluates the flag file, re-read when it changes; a product flag it does not set takes its documented default (on)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flags.json');
    writeFileSync(file, JSON.stringify({ 'automatic-allocation': true, 'banner-text': 'สวัสดี', 'max-items': 3 }));
    const app = await testApp({ FLAG_FILE: file });
    try {
      const first = featureFlagsSchema.parse((await app.inject({ url: '/api/feature-flags' })).json().data);
      expect(first.flags).toMatchObject({
        'automatic-allocation': true,
        'banner-text': 'สวัสดี',
        'max-items': 3,
        'proposal-order': true,
      });
      rewrite(file, { 'automatic-allocation': false });
      const second = featureFlagsSchema.parse((await app.inject({ url: '/api/feature-flags' })).json().data);
      expect(second.flags['automatic-allocation']).toBe(false);
      // The common config's analyzer switch defaults on and follows the 'plan-analyzer' flag (spec §3).
      const config = () =>
        app.inject({ url: '/api/port-aggregation/public/v1/common/config' }).then((r) => r.json().data.plan_list.analyzer.enable);
      expect(await config()).toBe(true);
      rewrite(file, { 'plan-analyzer': false });
      expect(await config()).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("the server enforces the 'automatic-allocation' flag: off, switching AA on is refused in Thai (403); on, it is not", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flags.json');
    writeFileSync(file, JSON.stringify({ 'automatic-allocation': false }));
    const app = await testApp({ FLAG_FILE: file });
    try {
      const headers = await authHeaders(app, 'C0003');
      const toggle = (enable: boolean) =>
        app.inject({
          method: 'PATCH',
          url: portPaths.automaticAllocationToggle('omnibus', 1),
          headers,
          payload: { enable, accept_disclaimer: true, source: 'port-web' },
        });
      // Investor's plan 1 starts enabled: turning it off stays possible with the flag off.
      expect((await toggle(false)).statusCode).toBe(200);
      const refused = await toggle(true);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error_code: 'FEATURE_OFF', error_message: 'บริการนี้ยังไม่เปิดให้ใช้ในขณะนี้' });
      rewrite(file, { 'automatic-allocation': true });
      expect((await toggle(true)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
