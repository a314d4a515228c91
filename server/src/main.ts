import { buildApp } from './app';
import { businessClockFromEnv, setBusinessClock } from './lib/clock';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { purgeExpiredSessions } from './auth/session-store';
import { purgeExpiredLoginTransactions } from './auth/oidc/login-transactions';
import { purgeRateLimits } from './platform/rate-limit-store';
import { seedDatabase } from './db/seed/seed';
import { demoModeOn, isLocalOrigin, missingProductionSecrets, refusedDemoSettings } from './platform/production-secrets';
import { placeholderSiteSettings } from './platform/site-links';
import { startEmbeddedIdentityProviderIfEnabled } from './idp/start-identity-provider';

/**
 * The app host process: config → database (migrate, seed when empty) → embedded identity
 * provider (unless IDP_ENABLED=false) → HTTP on PORT.
 */
const config = loadConfig();
const missing = missingProductionSecrets(config, process.env);
if (missing.length) {
  console.error(`refusing to start for ${config.APP_ORIGIN}: set ${missing.join(' and ')} (at least 16 characters each)`);
  process.exit(1);
}
const refused = refusedDemoSettings(config, process.env);
if (refused.length) {
  console.error(`refusing to start for ${config.APP_ORIGIN} without DEMO_MODE=true: ${refused.join('; ')}`);
  process.exit(1);
}
// Off localhost no placeholder (example.*) host is served, demo or not (issue 22 item 4).
const placeholders = isLocalOrigin(config.APP_ORIGIN) ? [] : placeholderSiteSettings(config);
if (placeholders.length) {
  console.error(`refusing to start for ${config.APP_ORIGIN}: ${placeholders.join('; ')}`);
  process.exit(1);
}
const demoMode = demoModeOn(config.APP_ORIGIN, process.env);
// A pinned business clock (demo or e2e) makes the seed and every date the same on any day.
setBusinessClock(businessClockFromEnv(process.env.BUSINESS_CLOCK_AT));
const handle = await createDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  limits: {
    max: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    queueTimeoutMs: config.DB_POOL_QUEUE_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    migrationLockTimeoutMs: config.MIGRATION_LOCK_TIMEOUT_MS,
  },
});
// The demo seed (customers, accounts, holdings) only in demo mode: a real deployment brings its own data.
if (demoMode && (await seedDatabase(handle.db))) console.log('seeded demo data');
const idp = await startEmbeddedIdentityProviderIfEnabled({ db: handle.db, config: config.auth, listDemoAccounts: demoMode });
if (idp) console.log(`identity provider: ${idp.issuer}`);
const pool = handle.driver === 'pg' ? (handle.client as import('pg').Pool) : null;
const app = await buildApp(config, handle.db, { dbWaiting: () => pool?.waitingCount ?? 0 });
// Sessions whose cookie never comes back and abandoned sign-ins are removed every ten minutes (any instance may do it).
const purge = setInterval(() => {
  void purgeExpiredSessions(handle.db).catch(() => undefined);
  void purgeExpiredLoginTransactions(handle.db).catch(() => undefined);
  void purgeRateLimits(handle.db).catch(() => undefined);
}, 600_000);
purge.unref();
// The address actually bound (PORT 0 = a port the kernel picks; the tests' process stack reads it here).
const address = await app.listen({ port: config.PORT, host: config.HOST });
console.log(`app host: ${address} (${handle.driver}${config.MAINTENANCE_MODE ? ', maintenance mode' : ''})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // /readyz answers 503 from now on; requests in flight get SHUTDOWN_DRAIN_MS to finish.
  const drained = await app.lifecycle.drain(config.SHUTDOWN_DRAIN_MS);
  if (!drained)
    console.error(`shutdown: ${app.lifecycle.inFlight()} request(s) still running after ${config.SHUTDOWN_DRAIN_MS} ms`);
  app.server.closeAllConnections();
  await app.close();
  await idp?.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
