import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { API_BASE } from '@port/shared/contracts/api-paths';
import { REMOTE_APPS, remoteEnvName } from '@port/shared/contracts/remotes';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Upstream groups (ARCHITECTURE "Server"): each can forward to a real service via
 * UPSTREAM_<GROUP>_URL. Their prefixes are the shared contracts' API_BASE, written once.
 */
const GROUP_NAMES = [
  'port',
  'portAggregation',
  'advisor',
  'lead',
  'cart',
  'order',
  'externalOrder',
  'cms',
  'oa',
  'fnds',
  'featureFlags',
] as const;
export type UpstreamGroup = (typeof GROUP_NAMES)[number];
export const UPSTREAM_GROUPS = Object.fromEntries(GROUP_NAMES.map((group) => [group, API_BASE[group]])) as {
  readonly [G in UpstreamGroup]: (typeof API_BASE)[G];
};

const envName = (group: string) => `UPSTREAM_${group.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || (typeof v === 'string' && ['true', '1', 'yes', 'on'].includes(v.toLowerCase())));
const optionalUrl = z.url().optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_ORIGIN: z
    .url()
    .default('http://localhost:3000')
    .transform((v) => new URL(v).origin),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  ),
  DATA_DIR: z.string().default(path.join(serverRoot, '.data', 'pglite')),
  MAINTENANCE_MODE: bool.default(false),
  MAINTENANCE_MESSAGE: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  /** spec §9 "HTTP timeout: deployment value, default 60000 ms". */
  HTTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(1).default(1000),
  /** Data calls answer 503/92 while more than this many wait for a database connection (issue 12 item 6). */
  LOAD_SHED_MAX_DB_WAITING: z.coerce.number().int().min(0).default(20),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** How long an admitted request waits for a busy pool's connection (at least DB_CONNECT_TIMEOUT_MS). */
  DB_POOL_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /** Rate limits per window (issue 12 item 3); generous defaults, tighten per deployment. */
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_REFRESH_PER_MIN: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_CHECKOUT_PER_MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_OA_MAIL_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Renewals of the customer's record (suitability, KYC, ID card; issue 18), per customer. */
  RATE_LIMIT_RENEWAL_PER_MIN: z.coerce.number().int().min(1).default(20),
  /** Call-back requests to the distributor (issue 22), per customer and hour. */
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** The distributor's contact details customers read (issue 22: PRA_ERROR and the contact form). */
  CONTACT_PHONE: z.string().min(3).max(40).default('02-000-0000'),
  CONTACT_HOURS: z.string().min(3).max(200).default('วันจันทร์–ศุกร์ 8:30–17:30 น. เว้นวันหยุดทำการ'),
  CONTACT_COMPANY_NAME: z.string().min(3).max(200).default('บริษัทหลักทรัพย์นายหน้าซื้อขายหน่วยลงทุน พอร์ต จำกัด'),
  /** Real-user metric reports (issue 19 item 6) per client address: a page sends one or two. */
  RATE_LIMIT_VITALS_PER_MIN: z.coerce.number().int().min(1).default(30),
  /** Share of valid vitals reports kept (0–1); the others answer 204 as well. */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** The vitals table keeps at most this many rows; the oldest go first. */
  VITALS_MAX_ROWS: z.coerce.number().int().min(100).max(10_000_000).default(200_000),
  /**
   * The embedded back office (issue 11): approve an open-account application this many seconds
   * after the identity verifier accepted it. Unset = off (a real back office approves); `pnpm start` sets 60.
   */
  OA_AUTO_APPROVE_AFTER_S: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400).optional()),
  /**
   * Which proxies' X-Forwarded-For to believe (the client address of rate limits and the audit):
   * 'false', a hop count, or addresses/CIDRs separated by commas. Default: the loopback proxy only.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** On SIGTERM: /readyz answers 503 at once; requests in flight get this long to finish before the close. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** spec §9 "Debug logging is enabled by a deployment setting". */
  DEBUG_LOGGING: bool.default(false),
  LOG_REQUESTS: bool.default(false),
  SHELL_DIST: z.string().default(path.join(serverRoot, '..', 'shell', 'dist')),
  REMOTES_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  REMOTES_VERSION: z.string().default('0.1.0'),
  /** The operators' credential for the read-only remotes view (/ops/remotes, issue 20); unset = no access. */
  OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  FLAG_FILE: z.string().default(path.join(serverRoot, 'flags.json')),
  UPSTREAM_ALLOWLIST: z.string().default(''),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  OIDC_ISSUER: z.url().default('http://localhost:3100'),
  /** Origins of the content host's images (comma-separated), allowed in the shell's CSP img-src besides our own. */
  CONTENT_ORIGINS: z.string().default(''),
  /**
   * The distributor's public site: the 404 search, the header's search, the footer's policies and the
   * article, market-timing, model-port and PRA links the server sends (platform/site-links.ts); default
   * https://www.port.co.th. Also the mobile app's deep link (shell runtime config).
   */
  MAIN_SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** The distributor's support address in the footer (issue 22 item 4); default support@port.co.th. */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  OPEN_APP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z][a-z0-9+.-]*:/i)
      .optional(),
  ),
});

export type AppConfig = Omit<z.output<typeof envSchema>, 'UPSTREAM_ALLOWLIST' | 'CONTENT_ORIGINS'> & {
  upstreamAllowlist: string[];
  contentOrigins: string[];
  upstreams: Partial<Record<UpstreamGroup, string>>;
  /** Each remote's origin from `REMOTE_<NAME>_URL`, default http://localhost:<its port> (the remotes list). */
  remoteUrls: Record<string, string>;
  /** Raw OIDC_*, COOKIE_SECURE and IDP_* settings, handed to the auth routes as they are. */
  auth: Record<string, string>;
};

/** Parses the environment (or overrides in tests); throws with the offending keys when invalid. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.parse(env);
  const upstreams: Partial<Record<UpstreamGroup, string>> = {};
  for (const group of Object.keys(UPSTREAM_GROUPS) as UpstreamGroup[]) {
    const value = optionalUrl.parse(emptyToUndefined(env[envName(group)]));
    if (value) upstreams[group] = value.replace(/\/+$/, '');
  }
  const remoteUrls = Object.fromEntries(
    REMOTE_APPS.map((remote) => [
      remote.name,
      z.url().parse(emptyToUndefined(env[remoteEnvName(remote.name)]) ?? `http://localhost:${remote.port}`),
    ]),
  );
  const auth: Record<string, string> = { APP_ORIGIN: parsed.APP_ORIGIN };
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && /^(OIDC_|IDP_|COOKIE_SECURE$)/.test(key)) auth[key] = value;
  }
  const { UPSTREAM_ALLOWLIST, CONTENT_ORIGINS, ...rest } = parsed;
  const origins = (list: string) =>
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => new URL(s).origin);
  return {
    ...rest,
    upstreamAllowlist: origins(UPSTREAM_ALLOWLIST),
    contentOrigins: origins(CONTENT_ORIGINS),
    upstreams,
    remoteUrls,
    auth,
    ...overrides,
  };
}

export { envName as upstreamEnvName };
