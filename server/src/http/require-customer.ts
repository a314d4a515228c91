import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { messages } from './messages';

/** Private endpoints: the signed-in customer, or 401 so the client refreshes or signs in (spec §8). */
export function requireCustomer(request: FastifyRequest): string {
  if (!request.customerId) throw new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
  return request.customerId;
}
