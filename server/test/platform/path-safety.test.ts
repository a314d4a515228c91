import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { upstreamTarget } from '../../src/platform/upstream';
import { testApp } from '../helpers/app';
import { signInAs } from '../helpers/session';

describe('one spelling per path (CSRF rule, maintenance and upstream prefixes judge the same path)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('refuses percent-encoded letters or slashes in the path with a Thai 400', async () => {
    for (const url of [
      '/%61pi/port/public/api/v1/segregate/amc-info',
      '/api/adviso%72/private/v1/advisor',
      '/api/port%2Fpublic/x',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error_message, url).toBe('รูปแบบที่อยู่ของคำขอไม่ถูกต้อง');
    }
  });

  it('still serves paths with encoded Thai text (a real 404 page here, not a 400)', async () => {
    const res = await app.inject({ url: '/%E0%B8%81%E0%B8%AD%E0%B8%87%E0%B8%97%E0%B8%B8%E0%B8%99' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('an unsafe call without the custom header is refused whatever its path (CSRF)', async () => {
    const cookie = await signInAs(app, 'C0003');
    const res = await app.inject({ method: 'DELETE', url: '/api/port/private/api/v1/proposal-order/1', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const other = await app.inject({ method: 'POST', url: '/anything/else', headers: { cookie }, payload: {} });
    expect(other.statusCode).toBe(403);
  });
});

describe('private answers are not cached', () => {
  it('sends Cache-Control: no-store on API answers', async () => {
    const app = await testApp();
    try {
      const cookie = await signInAs(app, 'C0003');
      const res = await app.inject({ url: '/api/port-aggregation/private/v3/cust-port/plan', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});

describe('upstream target (the access token goes only to the allowlisted upstream)', () => {
  it('keeps the path below the prefix and the query', () => {
    expect(upstreamTarget('http://10.0.0.1', '/api/advisor', '/api/advisor/private/v1/advisor?x=1')?.href).toBe(
      'http://10.0.0.1/private/v1/advisor?x=1',
    );
    expect(upstreamTarget('https://up.example/svc', '/api/port', '/api/port/public/a')?.href).toBe(
      'https://up.example/svc/public/a',
    );
  });

  it('refuses URLs that do not literally start with the prefix or that leave the upstream', () => {
    expect(upstreamTarget('http://10.0.0.1', '/api/advisor', '/api/advisorX/private')).toBeNull();
    expect(upstreamTarget('http://10.0.0.1', '/api/port', '/api/port//evil.example/x')).toBeNull();
    expect(upstreamTarget('https://up.example/svc', '/api/port', '/api/port/../../admin')).toBeNull();
  });
});
