import type { AppConfig } from '../config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Outside a developer's machine the server refuses to start on the development defaults: without
 * SESSION_SECRET the key sealing session tokens would live in the same database as the tokens,
 * and the OIDC client secret would be the public development one.
 */
export function missingProductionSecrets(config: Pick<AppConfig, 'APP_ORIGIN'>, env: NodeJS.ProcessEnv): string[] {
  if (LOCAL_HOSTS.has(new URL(config.APP_ORIGIN).hostname)) return [];
  return ['SESSION_SECRET', 'OIDC_CLIENT_SECRET'].filter((name) => !env[name] || env[name]!.length < 16);
}
