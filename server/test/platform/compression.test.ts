import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { startRemoteHost } from '../../src/remote-host';
import { FIXTURE_SHELL, testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

// Fixtures: vendor.0f1e2d3c4b.js (9 KB) with the .br and .gz the build writes beside it
// (tools/rspack/precompress.mjs); the answers must be those files, byte for byte.
const VENDOR = path.join(FIXTURE_SHELL, 'assets', 'vendor.0f1e2d3c4b.js');
const REMOTE_DIST = path.join(FIXTURE_SHELL, '..', 'remote-dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('app host: precompressed hashed assets by Accept-Encoding (issue 7 item 6)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('serves the .br copy when brotli is accepted (preferred over gzip), immutable, with Vary', async () => {
    const res = await get('/assets/vendor.0f1e2d3c4b.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.equals(readFileSync(`${VENDOR}.br`))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).equals(readFileSync(VENDOR))).toBe(true);
  });

  it('serves the .gz copy to a gzip-only client and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/vendor.0f1e2d3c4b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).equals(readFileSync(VENDOR))).toBe(true);
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/vendor.0f1e2d3c4b.js', acceptEncoding);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/javascript/);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.rawPayload.equals(readFileSync(VENDOR))).toBe(true);
    }
  });

  it('/remotes.json and the shell page stay no-cache', async () => {
    expect((await get('/remotes.json', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/dashboard', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses a JSON API answer of 1 KB or more, leaves a smaller one as is', async () => {
    const headers = await authHeaders(app, 'C0003');
    const plain = await app.inject({ url: portAggregationPaths.planList, headers });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await app.inject({ url: portAggregationPaths.planList, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await app.inject({ url: portAggregationPaths.planList, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());

    const small = await app.inject({ url: otherPaths.featureFlags, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('remote host: precompressed chunks, remoteEntry.js no-cache (issue 7 item 6)', () => {
  let host: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    host = await startRemoteHost({ dir: REMOTE_DIST, port: 0, appOrigin: 'http://localhost:3000' });
    base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => host.close());
  const head = async (file: string, acceptEncoding: string) => {
    const res = await host.inject({ url: `/${file}`, headers: { 'accept-encoding': acceptEncoding } });
    return { res, encoding: res.headers['content-encoding'], cache: res.headers['cache-control'] };
  };

  it('a hashed chunk: br, gzip or plain, cached for a year', async () => {
    const br = await head('456.9a8b7c6d.js', 'br');
    expect([br.encoding, br.cache]).toEqual(['br', IMMUTABLE]);
    expect(br.res.rawPayload.equals(readFileSync(path.join(REMOTE_DIST, '456.9a8b7c6d.js.br')))).toBe(true);
    expect((await head('456.9a8b7c6d.js', 'gzip')).encoding).toBe('gzip');
    const plain = await head('456.9a8b7c6d.js', 'identity');
    expect([plain.encoding, plain.cache]).toEqual([undefined, IMMUTABLE]);
  });

  it('remoteEntry.js is no-cache in every encoding (its name stays across deploys)', async () => {
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const entry = await head('remoteEntry.js', acceptEncoding);
      expect([entry.encoding, entry.cache], acceptEncoding).toEqual([encoding, 'no-cache']);
      expect(entry.res.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('over real HTTP the browser-like request gets br with CORS and Vary', async () => {
    const res = await fetch(`${base}/456.9a8b7c6d.js`, { headers: { 'accept-encoding': 'br', origin: 'http://localhost:3000' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(await res.text()).toBe(readFileSync(path.join(REMOTE_DIST, '456.9a8b7c6d.js'), 'utf8'));
  });
});
