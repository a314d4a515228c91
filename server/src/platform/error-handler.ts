import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@port/shared/contracts/common';
import { dbErrorAsHttp } from '../http/db-errors';
import { HttpError, sendError } from '../http/errors';
import { messages } from '../http/messages';
import { isDbUnavailable, isPoolExhausted } from './db-errors';

/** Every failure answers Thai JSON `{error_code, error_message}`; stacks stay in the log (spec §8). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.errorCode, error.message);
    // The database unreachable: 503 with spec §8's '92' (the browser shows /over-capacity and the
    // customer tries again), a Thai message saying why; issue 12 item 6 and "Faults".
    if (isDbUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply, 503, ERROR_CODES.OVER_CAPACITY, messages.dbUnavailable);
    }
    // Every connection of the pool busy for longer than DB_POOL_QUEUE_TIMEOUT_MS: over capacity.
    if (isPoolExhausted(error)) {
      request.log.warn({ err: error }, 'database pool exhausted');
      reply.header('Retry-After', '5');
      return sendError(reply, 503, ERROR_CODES.OVER_CAPACITY, messages.overCapacity);
    }
    const fromDb = dbErrorAsHttp(error);
    if (fromDb) {
      request.log.warn({ err: error }, 'database refused the request');
      return sendError(reply, fromDb.statusCode, fromDb.errorCode, fromDb.message);
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge);
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);
    }
    if (error instanceof SyntaxError || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return sendError(reply, 400, 'INVALID_JSON', messages.invalidJson);
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendError(reply, status, 'BAD_REQUEST', messages.validation);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL', messages.internal);
  });
}
