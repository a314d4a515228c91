import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { messages } from '../http/messages';
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from '@port/shared/domain/free-text';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be valid UTF-8 and valid JSON, else 400 in Thai (never a 500); no string in
 * them may hold a control or format character (every free-text field, one place).
 */
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
    let hidden = false;
    try {
      // Reject prototype-pollution keys outright.
      const parsed: unknown = JSON.parse(text, (key, value: unknown) => {
        // Control and format characters (bidi overrides, zero-width) in any text (issue 21 item 2).
        if (hasHiddenCharacters(key) || (typeof value === 'string' && hasHiddenCharacters(value))) hidden = true;
        return key === '__proto__' ? undefined : value;
      });
      if (hidden)
        return done(new HttpError(400, 'VALIDATION', `${messages.validation}: ${HIDDEN_CHARACTERS_MESSAGE}`), undefined);
      return done(null, parsed);
    } catch {
      return done(new HttpError(400, 'INVALID_JSON', messages.invalidJson), undefined);
    }
  });
}
