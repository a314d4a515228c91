import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

/** What stays reachable in maintenance mode (spec §6): the profile fetch and the static shell. */
export function passesMaintenance(method: string, path: string): boolean {
  if (path === '/auth/profile') return method === 'GET';
  if (path === '/remotes.json') return true;
  const isData = /^\/(api|proxy|auth|content)(\/|$)/.test(path);
  return !isData && (method === 'GET' || method === 'HEAD');
}

/** Maintenance mode is a deployment flag (spec §4): other calls answer 503 with error_code '90'. */
export function registerMaintenance(app: FastifyInstance, enabled: boolean, message?: string): void {
  if (!enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (passesMaintenance(request.method, path)) return;
    return sendError(reply, 503, '90', message ?? messages.maintenance);
  });
}
