import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startRemoteHost } from '../../src/remote-host';
import { startIdentityProvider } from '../../src/idp/start-identity-provider';
import { PERMISSIONS_POLICY } from '../../src/platform/site-headers';
import { FIXTURE_SHELL, testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';

type Headers = Record<string, string | string[] | number | undefined> | globalThis.Headers;
const read = (headers: Headers, name: string) =>
  headers instanceof globalThis.Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null);

function expectSiteHeaders(headers: Headers, https: boolean) {
  expect(read(headers, 'x-content-type-options')).toBe('nosniff');
  expect(read(headers, 'cross-origin-opener-policy')).toBe('same-origin');
  expect(read(headers, 'permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(read(headers, 'strict-transport-security')).toBe(https ? 'max-age=31536000; includeSubDomains' : null);
}

describe('nosniff, COOP, Permissions-Policy and HSTS on every origin we serve (issue 12 item 4)', () => {
  it('the app host: pages, scripts and data calls', async () => {
    for (const origin of ['http://localhost:3000', 'https://port.example.co.th']) {
      const app = await testApp({ APP_ORIGIN: origin });
      try {
        for (const url of ['/dashboard', '/remotes.json', '/auth/profile', '/api/no-such-call']) {
          expectSiteHeaders((await app.inject({ url })).headers, origin.startsWith('https'));
        }
      } finally {
        await app.close();
      }
    }
  });

  it('a remote host, with CORS for exactly the app origin and Vary: Origin', async () => {
    for (const appOrigin of ['http://localhost:3000', 'https://port.example.co.th']) {
      const host = await startRemoteHost({ dir: path.join(FIXTURE_SHELL, '..', 'remote-dist'), port: 0, appOrigin });
      try {
        const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
        const own = await fetch(`${base}/mf-manifest.json`, { headers: { origin: appOrigin } });
        expectSiteHeaders(own.headers, appOrigin.startsWith('https'));
        expect(own.headers.get('access-control-allow-origin')).toBe(appOrigin);
        expect(own.headers.get('vary')).toContain('Origin');
        const other = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'https://evil.example.com' } });
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
        expect(other.headers.get('vary')).toContain('Origin');
      } finally {
        await host.close();
      }
    }
  });

  it('the embedded identity provider', async () => {
    const idp = await startIdentityProvider({ db: await resetDb({ force: false }), config: { IDP_PORT: 0 } });
    try {
      const discovery = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      expectSiteHeaders(discovery.headers, false);
      expectSiteHeaders((await fetch(`${idp.issuer}/interaction/unknown`)).headers, false);
    } finally {
      await idp.close();
    }
  });
});
