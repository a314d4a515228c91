import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { resetDb } from './reset';

export const FIXTURE_SHELL = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'shell-dist');

/** Config of the app under test: fixture shell, no load shedding unless a test asks for it. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    { SHELL_DIST: FIXTURE_SHELL, LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '600000', OIDC_ISSUER: 'http://localhost:3100', ...env },
    overrides,
  );
}

/** A freshly seeded database and an app on it. */
export async function testApp(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  db?: Db,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const database = db ?? (await resetDb());
  return buildApp(testConfig(env, overrides), database, { logger: false, ...options });
}
