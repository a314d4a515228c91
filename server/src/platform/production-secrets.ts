import { identityVerifier } from '../services/open-account/public';
import type { AppConfig } from '../config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the app is served from a developer's own machine. */
export function isLocalOrigin(origin: string): boolean {
  return LOCAL_HOSTS.has(new URL(origin).hostname);
}

/**
 * Demo mode: the embedded provider's demo accounts, the demo seed, PGlite and the demo passwords
 * on the sign-in page. On a developer's machine it is on unless DEMO_MODE=false; anywhere else
 * only with the explicit DEMO_MODE=true (issue 12 item 2).
 */
export function demoModeOn(appOrigin: string, env: NodeJS.ProcessEnv): boolean {
  const value = env.DEMO_MODE?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return isLocalOrigin(appOrigin);
}

/**
 * Outside a developer's machine the server refuses to start on the development defaults: without
 * SESSION_SECRET the key sealing session tokens would live in the same database as the tokens,
 * and the OIDC client secret would be the public development one.
 */
export function missingProductionSecrets(config: Pick<AppConfig, 'APP_ORIGIN'>, env: NodeJS.ProcessEnv): string[] {
  if (isLocalOrigin(config.APP_ORIGIN)) return [];
  return ['SESSION_SECRET', 'OIDC_CLIENT_SECRET'].filter((name) => !env[name] || env[name]!.length < 16);
}

/**
 * The demo settings a real deployment must not run on, each as the reason the server will not
 * start (empty on localhost or with DEMO_MODE=true): PGlite instead of DATABASE_URL, the
 * embedded provider that signs in the seed's demo accounts instead of the distributor's issuer,
 * and the embedded identity verifier that accepts every account applicant without checking.
 */
export function refusedDemoSettings(
  config: Pick<AppConfig, 'APP_ORIGIN' | 'DATABASE_URL'>,
  env: NodeJS.ProcessEnv,
  verifier: { demo: boolean } = identityVerifier(),
): string[] {
  if (isLocalOrigin(config.APP_ORIGIN) || demoModeOn(config.APP_ORIGIN, env)) return [];
  const refusals: string[] = [];
  if (!config.DATABASE_URL) refusals.push('DATABASE_URL is required (PGlite is for development and demos)');
  if (env.IDP_ENABLED?.trim().toLowerCase() !== 'false') {
    refusals.push('set IDP_ENABLED=false and OIDC_ISSUER to your identity provider (the embedded one signs in demo accounts)');
  }
  if (verifier.demo) {
    refusals.push(
      'plug in an identity verifier with setIdentityVerifier (the embedded one accepts every open-account applicant without checking, issue 18)',
    );
  }
  return refusals;
}
