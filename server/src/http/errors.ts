import type { FastifyReply } from 'fastify';

export type ErrorBody = { error_code: string; error_message: string };

export function sendError(reply: FastifyReply, status: number, errorCode: string, message: string): FastifyReply {
  const body: ErrorBody = { error_code: errorCode, error_message: message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Thrown by services; the global error handler turns it into the Thai JSON error. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}
