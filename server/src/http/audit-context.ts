import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../services/orders/public';

const header = (value: string | string[] | undefined): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 500) : null;
};

/** Who and from where, for the order audit trail (issue 8): the session as a SHA-256, never the raw id. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    sessionHash: request.sessionRawId ? createHash('sha256').update(request.sessionRawId).digest('hex') : null,
    ip: request.ip || null,
    userAgent: header(request.headers['user-agent']),
  };
}
