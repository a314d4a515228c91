import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';
import { isSpaRoute } from './spa-routes';
import { readRemotesBody } from './remotes';
import { runtimeConfigScript, withRuntimeConfig, withStyleNonce } from './runtime-config-script';
import { registerContentImages } from './content-images';
import { isSourceMap } from './source-maps';
import { createManifestCache } from './remote-manifests';
import { fontPreloads, shellHints, withShellHints } from './shell-hints';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/session-store';

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|ttf)$/i;
/** The file a precompressed copy (`x.js.br`, `x.js.gz`) stands for. */
export const uncompressedName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');
const DATA_PATH = /^\/(api|proxy|auth|content)(\/|$)/;

const FALLBACK_HTML =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><title>Port</title></head>' +
  '<body><div id="root">ยังไม่ได้สร้างไฟล์ของแอป (pnpm build)</div></body></html>';

/** The app host's static side: the built shell, /remotes.json, and the SPA's 200/404 answers. */
export async function registerStaticHost(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = path.resolve(config.SHELL_DIST);
  const hasShell = existsSync(root);
  if (hasShell) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      cacheControl: false,
      // x.js.br / x.js.gz written by the build (tools/rspack/precompress.mjs), chosen by Accept-Encoding
      // (br, then gzip, else the file itself), with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = HASHED.test(uncompressedName(filePath));
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
      // Source maps are for error tracking only (issue 21 item 2): a .map request answers 404.
      allowedPath: (pathName) => !isSourceMap(pathName),
    });
  }

  // The deploy-time file as written: the shell validates it and falls back per remote, so a
  // malformed file shows up in the browser instead of being silently replaced here.
  app.get('/remotes.json', async (_request, reply) => {
    const { body, stale } = await readRemotesBody(config, app.liveRemotes);
    // The registry database did not answer: its last good copy, said so (issue 20), never a 500.
    if (stale) reply.header('X-Remotes-Source', 'last-good-copy');
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
    return reply.send(body);
  });

  registerContentImages(app);

  const { tag } = runtimeConfigScript(config);
  const indexHtml = async () =>
    withRuntimeConfig(
      hasShell ? await readFile(path.join(root, 'index.html'), 'utf8').catch(() => FALLBACK_HTML) : FALLBACK_HTML,
      tag,
    );

  // Preload hints and the inline /remotes.json (issue 19): read as /remotes.json answers (readRemotesBody).
  const manifests = createManifestCache();
  const fonts = hasShell ? fontPreloads(root) : '';
  const hintsFor = async (reply: FastifyReply) => {
    const { request } = reply;
    const cookie = request.headers.cookie ?? '';
    const hints = await shellHints({
      pathname: request.url.split('?')[0] ?? '/',
      signedIn: cookie.includes(`${SESSION_COOKIE}=`) || cookie.includes(`${SECURE_SESSION_COOKIE}=`),
      remotesText: (await readRemotesBody(config, app.liveRemotes)).body,
      manifests,
      waitMs: 150,
    }).catch(() => '');
    return `${hints}${fonts}`;
  };

  const sendShell = async (reply: FastifyReply, status: number) => {
    // A fresh nonce per answer for the <style> elements emotion and Radix insert (issue 12 item 4).
    const nonce = randomBytes(18).toString('base64');
    reply.request.cspNonce = nonce;
    reply.code(status).header('Cache-Control', 'no-cache');
    const html = withShellHints(await indexHtml(), status === 200 ? await hintsFor(reply) : '');
    return reply.type('text/html; charset=utf-8').send(withStyleNonce(html, nonce));
  };
  // The static plugin refuses directory listings; the index route is the shell.
  app.get('/', async (_request, reply) => sendShell(reply, 200));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !DATA_PATH.test(pathname);
    if (!isPage) return sendError(reply, 404, 'NOT_FOUND', messages.routeNotFound);
    // Unknown pages still get the shell (it renders the Thai 404 page) but with a real 404 status.
    return sendShell(reply, isSpaRoute(pathname) ? 200 : 404);
  });
}
