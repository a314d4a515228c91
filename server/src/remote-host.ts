import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import { siteHeaders } from './platform/site-headers';
import { isSourceMap } from './platform/source-maps';

export const REMOTE_CSP = "default-src 'none'; frame-ancestors 'none'";
export const REMOTE_NOT_FOUND = 'ไม่พบไฟล์ที่ขอ';
const REMOTE_ERROR = 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง';

/**
 * A remote's own origin (ARCHITECTURE "Origins at run time"): serves one dist folder with CORS
 * for the app host. `node --import tsx server/src/remote-host.ts --dir ../mfe-dashboard/dist --port 3001`
 */
export async function startRemoteHost(options: {
  dir: string;
  port: number;
  host?: string;
  appOrigin: string;
  /** Published versions (issue 20): `<storage>/<name>/<version>/` answered at `/<name>/<version>/`, immutable. */
  storage?: { root: string; name: string };
}) {
  const app = Fastify({ logger: false });
  // CORS for exactly the app origin (never the request's Origin reflected), with Vary: Origin.
  await app.register(fastifyCors, { origin: [options.appOrigin], methods: ['GET', 'HEAD'] });
  // The remote's files are served from the same deployment as the app: https there means https here.
  // Nothing served here is a page: no document may run or frame anything (issue 21 item 2).
  const headers = { ...siteHeaders(options.appOrigin), 'Content-Security-Policy': REMOTE_CSP };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    if (!String(reply.getHeader('vary') ?? '').includes('Origin')) reply.header('Vary', 'Origin');
    return payload;
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.dir),
    cacheControl: false,
    // x.js.br / x.js.gz written by the build (tools/rspack/precompress.mjs), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // The manifest and entry name stay the same across deploys; chunks are content-hashed.
      // `filePath` is the file sent: `remoteEntry.js.br` is still the entry.
      const stable = /(mf-manifest\.json|remoteEntry\.js|mf-stats\.json)(\.br|\.gz)?$/.test(filePath);
      res.header('Cache-Control', stable ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
    // Source maps are for error tracking only; a build leaves none here, and none is ever served.
    allowedPath: (pathName) => !isSourceMap(pathName),
  });
  // A Thai line instead of Fastify's English "Route GET:/x not found" (issue 21 item 2).
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send(REMOTE_NOT_FOUND));
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? REMOTE_ERROR : REMOTE_NOT_FOUND);
  });
  if (options.storage) {
    const versions = path.join(path.resolve(options.storage.root), options.storage.name);
    mkdirSync(versions, { recursive: true });
    await app.register(fastifyStatic, {
      root: versions,
      prefix: `/${options.storage.name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      // A published version never changes; a missing file is a 404 without these headers.
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      origin: { type: 'string' },
      storage: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (!values.dir || !values.port) {
    console.error('usage: remote-host.ts --dir <dist folder> --port <port> [--host 127.0.0.1] [--origin http://localhost:3000]');
    process.exit(2);
  }
  const appOrigin = values.origin ?? process.env.APP_ORIGIN ?? 'http://localhost:3000';
  const storage = values.storage && values.name ? { root: values.storage, name: values.name } : undefined;
  const app = await startRemoteHost({ dir: values.dir, port: Number(values.port), host: values.host, appOrigin, storage });
  console.log(`remote ${values.dir} on http://${values.host ?? '127.0.0.1'}:${values.port} (CORS ${appOrigin})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
