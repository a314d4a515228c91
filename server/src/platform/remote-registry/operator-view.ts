import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@port/shared/contracts/remotes';
import type { AppConfig } from '../../config';
import { readLiveRemotes } from '../remotes';
import { history, type Release } from './registry';

/** The operators' read-only view of the remotes (issue 20 item 2); never linked from customer pages. */
export const OPERATOR_REMOTES_PATH = '/ops/remotes';

function presented(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7);
  // A browser's own prompt (Basic): any user name, the token as password.
  if (header.startsWith('Basic ')) return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':').slice(1).join(':');
  return null;
}

export function isOperator(request: FastifyRequest, token: string | undefined): boolean {
  const given = presented(request);
  if (!token || given === null) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const row = (release: Release) =>
  `<tr><td>${escape(release.action)}</td><td>${escape(release.version)}</td><td>${escape(release.previousVersion ?? '-')}</td><td>${release.at.toISOString()}</td><td>${escape(release.actor)}</td></tr>`;

export function registerOperatorView(app: FastifyInstance, config: AppConfig): void {
  const snapshot = async () => {
    const { remotes, stale } = await readLiveRemotes(config, app.liveRemotes);
    const entries = await Promise.all(
      REMOTE_NAMES.map(async (name) => ({ remote: name, live: remotes[name] ?? null, history: await history(app.db, name, 10) })),
    );
    return { stale, remotes: entries };
  };
  app.get(OPERATOR_REMOTES_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!isOperator(request, config.OPERATOR_TOKEN)) {
      reply.header('WWW-Authenticate', 'Basic realm="port operators"');
      return reply.code(401).type('application/json; charset=utf-8').send({ error_message: 'ต้องยืนยันตัวตนผู้ดูแลระบบ' });
    }
    const view = await snapshot();
    if (!String(request.headers.accept ?? '').includes('text/html')) return view;
    const sections = view.remotes.map(
      (entry) =>
        `<h2>${escape(entry.remote)}: ${escape(entry.live?.version ?? 'ไม่มีข้อมูล')}</h2><p>${escape(entry.live?.manifest ?? '')}</p>` +
        `<table><tr><th>action</th><th>version</th><th>previous</th><th>when</th><th>by</th></tr>${entry.history.map(row).join('')}</table>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>remotes</title></head><body><h1>Remotes</h1>${sections.join('')}</body></html>`,
      );
  });
}
