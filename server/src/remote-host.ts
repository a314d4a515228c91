import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import { siteHeaders } from './platform/site-headers';

/**
 * A remote's own origin (ARCHITECTURE "Origins at run time"): serves one dist folder with CORS
 * for the app host. `node --import tsx server/src/remote-host.ts --dir ../mfe-dashboard/dist --port 3001`
 */
export async function startRemoteHost(options: { dir: string; port: number; host?: string; appOrigin: string }) {
  const app = Fastify({ logger: false });
  // CORS for exactly the app origin (never the request's Origin reflected), with Vary: Origin.
  await app.register(fastifyCors, { origin: [options.appOrigin], methods: ['GET', 'HEAD'] });
  // The remote's files are served from the same deployment as the app: https there means https here.
  const headers = siteHeaders(options.appOrigin);
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
  });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, origin: { type: 'string' } },
  });
  if (!values.dir || !values.port) {
    console.error('usage: remote-host.ts --dir <dist folder> --port <port> [--host 127.0.0.1] [--origin http://localhost:3000]');
    process.exit(2);
  }
  const appOrigin = values.origin ?? process.env.APP_ORIGIN ?? 'http://localhost:3000';
  const app = await startRemoteHost({ dir: values.dir, port: Number(values.port), host: values.host, appOrigin });
  console.log(`remote ${values.dir} on http://${values.host ?? '127.0.0.1'}:${values.port} (CORS ${appOrigin})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
