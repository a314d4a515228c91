import { z } from 'zod';

const origin = z.url().transform((value) => new URL(value).origin);

/**
 * Settings of sign-in (BFF client) and of the embedded identity provider, read from the
 * environment. Any OpenID Connect issuer works by setting OIDC_ISSUER and the client pair.
 */
export const authConfigSchema = z.object({
  // Kept exactly as given: discovery compares it with the issuer's own identifier (some end in '/').
  OIDC_ISSUER: z.url().default('http://localhost:3100'),
  OIDC_CLIENT_ID: z.string().min(1).default('port-web'),
  OIDC_CLIENT_SECRET: z.string().min(16).default('port-web-dev-secret-only-for-localhost'),
  OIDC_SCOPE: z.string().min(1).default('openid profile offline_access'),
  APP_ORIGIN: origin.default('http://localhost:3000'),
  IDP_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** Address the embedded provider listens on: the loopback address unless a deployment says otherwise. */
  IDP_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Proxies in front of the embedded provider whose X-Forwarded-* count, in TRUST_PROXY's form
   * ('false', a hop count, addresses, CIDRs, 'loopback'). Default none: it is reached directly.
   */
  IDP_TRUST_PROXY: z.string().default('false'),
  /** Run the embedded identity provider in this process; 'false' when OIDC_ISSUER is an external issuer. */
  IDP_ENABLED: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(true)
    .transform((value) => value === true || value === 'true'),
  /** Cookies are Secure unless explicitly 'false'; browsers accept Secure cookies on http://localhost. */
  COOKIE_SECURE: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(true)
    .transform((value) => value === true || value === 'true'),
  OIDC_ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(1).max(86_400).default(600),
});

export type AuthConfig = z.output<typeof authConfigSchema>;
export type AuthConfigOverrides = Partial<{ [K in keyof AuthConfig]: AuthConfig[K] | string }>;

const KEYS = Object.keys(authConfigSchema.shape) as (keyof AuthConfig)[];

/** Environment first, then explicit overrides (e.g. the app's parsed config or a test's). */
export function resolveAuthConfig(
  overrides: AuthConfigOverrides | Record<string, unknown> = {},
  env: NodeJS.ProcessEnv = process.env,
): AuthConfig {
  const input: Record<string, unknown> = {};
  for (const key of KEYS) {
    const fromOverride = (overrides as Record<string, unknown>)[key];
    const value = fromOverride !== undefined ? fromOverride : env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  return authConfigSchema.parse(input);
}

/**
 * openid-client's allowInsecureRequests is only for the embedded provider on this machine:
 * localhost, the loopback addresses, and *.localhost names (docker-compose's idp.localhost,
 * which browsers send to this machine too).
 */
export function isLocalIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  return url.protocol === 'http:' && local;
}
