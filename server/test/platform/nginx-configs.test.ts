import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSomePort } from '../helpers/fixed-port';
import { localConfig, startNginx, TOOLS_NGINX, type Nginx } from '../helpers/nginx';
import { describeNeeding, nginx as nginxInstalled } from '../helpers/requirements';

// Issue 12 item 4: the nginx configs of docker-compose.yml allow exactly the app origin in CORS
// (never a reflected Origin), send Vary: Origin in every location and the security headers on
// every answer of their own; the app proxy spreads requests over the app host replicas.

const CONFIGS = ['remote.conf', 'app-proxy.conf'];
const APP_ORIGIN = 'http://localhost:8080';

/** The `location … { … }` blocks of an nginx config (braces balanced). */
function locations(text: string): string[] {
  const blocks: string[] = [];
  for (let at = text.indexOf('location '); at >= 0; at = text.indexOf('location ', at + 1)) {
    let depth = 0;
    // The block opens at the `{` ending the location line (a regex in the line may hold braces too).
    for (let i = text.indexOf('{\n', at); i < text.length; i += 1) {
      if (text[i] === '{') depth += 1;
      if (text[i] === '}' && --depth === 0) {
        blocks.push(text.slice(at, i + 1));
        at = i;
        break;
      }
    }
  }
  return blocks;
}

describe('the nginx configs as written (tools/nginx)', () => {
  it.each(CONFIGS)('%s: Vary: Origin in every location, CORS only for the configured app origin', (file) => {
    const text = readFileSync(path.join(TOOLS_NGINX, file), 'utf8');
    const blocks = locations(text);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).toContain('add_header Vary Origin always;');
    expect(text).not.toMatch(/\$http_origin/);
    for (const line of text.split('\n').filter((l) => l.includes('Access-Control-Allow-Origin'))) {
      expect(line.trim()).toBe('add_header Access-Control-Allow-Origin $port_app_origin always;');
    }
  });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function get(port: number, url: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function writeAsset(dir: string, name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describeNeeding('the real nginx running those configs (issue 12 item 4)', [nginxInstalled()], () => {
  let nginx: Nginx;
  let remotePort = 0;
  let proxyPort = 0;
  const upstreams: Server[] = [];

  beforeAll(async () => {
    const remoteDist = mkdtempSync(path.join(tmpdir(), 'port-remote-'));
    writeAsset(remoteDist, 'remoteEntry.js', 'var remote = "entry";'.repeat(50));
    writeAsset(remoteDist, 'chunk.0123abcd.js', 'var chunk = 1;'.repeat(50));
    writeFileSync(path.join(remoteDist, 'chunk.0123abcd.js.map'), '{"sourcesContent":["secret"]}');
    mkdirSync(path.join(remoteDist, 'tsf', '0.2.0-abcdef0123'), { recursive: true });
    writeAsset(path.join(remoteDist, 'tsf', '0.2.0-abcdef0123'), 'mf-manifest.json', '{"id":"tsf"}'.repeat(50));
    const shellDist = mkdtempSync(path.join(tmpdir(), 'port-shell-'));
    mkdirSync(path.join(shellDist, 'assets'));
    writeAsset(path.join(shellDist, 'assets'), 'app.89abcdef.js', 'var app = 1;'.repeat(50));
    for (const name of ['A', 'B']) {
      const server = createServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            by: name,
            url: req.url,
            xff: req.headers['x-forwarded-for'],
            proto: req.headers['x-forwarded-proto'],
            host: req.headers.host,
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      upstreams.push(server);
    }
    const include = ['include /etc/nginx/port/security-headers.conf;', `include ${TOOLS_NGINX}/security-headers.conf;`] as [
      string,
      string,
    ];
    const replicas = upstreams.map((s) => `server 127.0.0.1:${(s.address() as AddressInfo).port};`).join(' ');
    // Two ports side by side, other ones when either is taken (nginx must be told its ports).
    nginx = await onSomePort((port) => {
      [remotePort, proxyPort] = [port, port + 1];
      return startNginx(
        [
          localConfig('remote.conf', [
            ['listen 80;', `listen 127.0.0.1:${remotePort};`],
            ['root /usr/share/nginx/html;', `root ${remoteDist};`],
            include,
          ]),
          localConfig('app-proxy.conf', [
            ['server server:3000;', replicas],
            ['listen 80;', `listen 127.0.0.1:${proxyPort};`],
            ['root /usr/share/nginx/html;', `root ${shellDist};`],
            include,
          ]),
        ],
        [remotePort, proxyPort],
      );
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.close();
    for (const server of upstreams) server.close();
  });

  it('a remote host never serves a source map and answers a Thai 404 under a CSP with frame-ancestors (issue 21 item 2)', async () => {
    for (const url of ['/chunk.0123abcd.js.map', '/no-such-file.js', '/assets']) {
      const answer = await get(remotePort, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.toString('utf8')).toBe('ไม่พบไฟล์ที่ขอ');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect((await get(remotePort, '/chunk.0123abcd.js')).headers['content-security-policy']).toContain('frame-ancestors');
  });

  it('a remote host answers another Origin with the app origin only, Vary: Origin, and the precompressed file', async () => {
    const entry = await get(remotePort, '/remoteEntry.js', { origin: 'https://evil.example', 'accept-encoding': 'br, gzip' });
    expect(entry.status).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(entry.headers.vary).toMatch(/Origin/);
    expect(entry.headers.vary).toMatch(/Accept-Encoding/);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['strict-transport-security']).toBeUndefined();
    expectSecurityHeaders(entry);
    const chunk = await get(remotePort, '/chunk.0123abcd.js', { origin: APP_ORIGIN, 'accept-encoding': 'gzip' });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    // Even a 404 carries them (`always`).
    const missing = await get(remotePort, '/nope.js', { origin: 'https://evil.example' });
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(missing.headers.vary).toMatch(/Origin/);
    expectSecurityHeaders(missing);
    // Issue 20: an error is never cached, least of all as immutable under a hashed name.
    const missingChunk = await get(remotePort, '/gone.89abcdef.js', { origin: APP_ORIGIN });
    expect(missingChunk.status).toBe(404);
    expect(missingChunk.headers['cache-control']).toBe('no-store');
    // A published version's files, its manifest too, never change.
    const published = await get(remotePort, '/tsf/0.2.0-abcdef0123/mf-manifest.json', { origin: APP_ORIGIN });
    expect(published.status).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('HSTS only for requests that came over https (X-Forwarded-Proto from the TLS proxy)', async () => {
    const https = await get(remotePort, '/remoteEntry.js', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const shell = await get(proxyPort, '/assets/app.89abcdef.js', { 'x-forwarded-proto': 'https' });
    expect(shell.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the app proxy serves the shell hashed files itself and sends the rest to the replicas in turn', async () => {
    const asset = await get(proxyPort, '/assets/app.89abcdef.js', { origin: 'https://evil.example', 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['access-control-allow-origin']).toBeUndefined();
    expect(asset.headers.vary).toMatch(/Origin/);
    expectSecurityHeaders(asset);
    const seen: string[] = [];
    for (const url of ['/dashboard', '/auth/profile', '/assets/new.0badc0de.js', '/readyz']) {
      const answer = await get(proxyPort, url, { host: 'app.example' });
      expect(answer.headers.vary).toMatch(/Origin/);
      const echoed = JSON.parse(answer.body.toString()) as {
        by: string;
        url: string;
        xff: string;
        proto: string;
        host: string;
      };
      expect(echoed).toMatchObject({ url, xff: '127.0.0.1', proto: 'http', host: 'app.example' });
      seen.push(echoed.by);
    }
    expect(seen.sort()).toEqual(['A', 'A', 'B', 'B']);
  });

  it('a body over 64 KB is refused by the proxy (413) before any replica sees it', async () => {
    const answer = await get(proxyPort, '/auth/refresh', { 'content-type': 'application/json' }, Buffer.alloc(70_000, 32));
    expect(answer.status).toBe(413);
  });
});
