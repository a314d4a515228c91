import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

// Percent-encoded letters, digits, '-', '.', '_', '~', '/' or '\': no browser sends these, and a
// router that decodes them while a hook reads the raw URL would judge two different paths.
const NON_CANONICAL = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)|\\/i;

/**
 * One answer for every path check (CSRF rule, maintenance, load shedding, upstream prefixes):
 * a path is refused unless its raw form is the canonical one those checks read.
 */
export function registerCanonicalPath(app: FastifyInstance): void {
  // A callback hook (no promise on every request, issue 19 item 5): an answer sent here ends the request without `done`.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (NON_CANONICAL.test(path)) {
      sendError(reply, 400, 'VALIDATION', messages.nonCanonicalPath);
      return;
    }
    done();
  });
}
