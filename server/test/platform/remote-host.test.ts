import { describe, expect, it } from 'vitest';
import { useFixtureRemoteHost } from '../helpers/fixture-remote-host';

describe('remote origin host (ARCHITECTURE "Origins at run time": CORS for the app host only)', () => {
  const host = useFixtureRemoteHost();

  it('serves the manifest uncached with CORS for the app origin, and hashed chunks cached for a year', async () => {
    const manifest = await fetch(`${host.url()}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${host.url()}/123.8f3a2b1c.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('gives no CORS grant to another origin', async () => {
    const res = await fetch(`${host.url()}/mf-manifest.json`, { headers: { origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
