import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { authMessages as m } from './messages';

// Self-contained page: the app host answers it without the shell (no scripts, no external CSS).
const styles =
  'body{margin:0;font-family:"Sarabun","Noto Sans Thai",Tahoma,sans-serif;background:#f4f6f9;color:#1b2430}' +
  'main{max-width:30rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}' +
  'a{color:#0b5cad;font-weight:600}a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}';

// Its one inline style element is allowed by hash: no 'unsafe-inline' (issue 12 item 4).
const stylesHash = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;

/** Thai error page for a sign-in that cannot complete, with the way back to /login (spec §2). */
export function sendAuthErrorPage(
  reply: FastifyReply,
  status: 400 | 503,
  title: string = m.signInFailedTitle,
  body: string = m.signInFailedBody,
): FastifyReply {
  const html = `<!DOCTYPE html>
<html lang="th">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${styles}</style></head>
<body><main>
<h1>${title}</h1>
<p>${body}</p>
<p><a href="/login">${m.signInAgain}</a></p>
</main></body>
</html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; style-src ${stylesHash}; frame-ancestors 'none'`)
    .type('text/html; charset=utf-8')
    .send(html);
}
