import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers/app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({ CONTENT_ORIGINS: 'https://content.port.example/, https://cdn.port.example' });
});
afterAll(async () => app.close());

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('strict CSP on the app host (issue 12 item 4)', () => {
  it('the shell page allows <style> elements only with its own fresh nonce, written into the page', async () => {
    const first = await app.inject({ url: '/dashboard' });
    const second = await app.inject({ url: '/dashboard' });
    const nonceOf = (html: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    const csp = String(first.headers['content-security-policy']);
    expect(directive(csp, 'style-src')).toContain(`'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('images only from our own origin, data: URLs and the configured content origins', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://content.port.example https://cdn.port.example");
  });

  it('the sign-in error page allows exactly its own style element by hash', async () => {
    const page = await app.inject({ url: '/auth/callback?state=x&code=y' });
    expect(page.statusCode).toBe(400);
    const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
  });
});
