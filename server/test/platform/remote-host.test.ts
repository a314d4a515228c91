import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRemoteHost } from '../../src/remote-host';
import { FIXTURE_SHELL } from '../helpers/app';

describe('remote origin host (ARCHITECTURE "Origins at run time": CORS for the app host only)', () => {
  let host: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    host = await startRemoteHost({
      dir: path.join(FIXTURE_SHELL, '..', 'remote-dist'),
      port: 0,
      appOrigin: 'http://localhost:3000',
    });
    base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => host.close());

  it('serves the manifest uncached with CORS for the app origin, and hashed chunks cached for a year', async () => {
    const manifest = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/123.8f3a2b1c.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('gives no CORS grant to another origin', async () => {
    const res = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
