import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { messages } from '../http/messages';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** JSON bodies must be valid UTF-8 and valid JSON, else 400 in Thai (never a 500). */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0) return done(null, undefined);
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      return done(new HttpError(400, 'INVALID_JSON', messages.invalidJson), undefined);
    }
    try {
      // Reject prototype-pollution keys outright.
      const parsed: unknown = JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
      return done(null, parsed);
    } catch {
      return done(new HttpError(400, 'INVALID_JSON', messages.invalidJson), undefined);
    }
  });
}
