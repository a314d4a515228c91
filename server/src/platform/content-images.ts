import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

/**
 * The seed's images (plan badges, bank and AMC logos, article and video thumbnails, model-port
 * icons) drawn as small SVGs, so the demo data never shows a broken image. In production these
 * URLs point at the content host.
 */
const paramsSchema = z.object({
  kind: z.enum(['badges', 'banks', 'amc', 'articles', 'model-ports', 'videos']),
  file: z.string().regex(/^[a-z0-9&-]{1,60}\.(svg|jpg)$/i),
});

const PALETTE = ['#1849a9', '#116329', '#9a6700', '#8250df', '#bf3989', '#0a7ea4', '#cf222e', '#57606a'];
const WIDE = new Set(['articles', 'videos']);

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#1849a9';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function contentImageSvg(kind: string, name: string): string {
  const colour = colourOf(name);
  if (WIDE.has(kind)) {
    // A thumbnail without words: the article's Thai title is shown beside it.
    return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" aria-hidden="true"><rect width="640" height="360" fill="${colour}"/><circle cx="520" cy="90" r="140" fill="#ffffff" opacity="0.12"/><circle cx="120" cy="300" r="90" fill="#ffffff" opacity="0.08"/></svg>`;
  }
  const initials = escapeXml(
    name
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 3)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="39" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
}

export function registerContentImages(app: FastifyInstance): void {
  app.get('/static/:kind/:file', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return sendError(reply, 404, 'NOT_FOUND', messages.routeNotFound);
    const name = params.data.file.replace(/\.(svg|jpg)$/i, '');
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return reply.send(contentImageSvg(params.data.kind, name));
  });
}
