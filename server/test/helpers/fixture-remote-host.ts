import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startRemoteHost } from '../../src/remote-host';
import { FIXTURE_SHELL } from './app';

export const FIXTURE_REMOTE_DIST = path.join(FIXTURE_SHELL, '..', 'remote-dist');
export const FIXTURE_APP_ORIGIN = 'http://localhost:3000';

/** A remote origin host over the fixture build for the enclosing describe; `url()` is its base URL. */
export function useFixtureRemoteHost(): { url: () => string } {
  let host: FastifyInstance | undefined;
  let base = '';
  beforeAll(async () => {
    host = await startRemoteHost({ dir: FIXTURE_REMOTE_DIST, port: 0, appOrigin: FIXTURE_APP_ORIGIN });
    base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => host?.close());
  return { url: () => base };
}
