import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { AppConfig, UpstreamGroup } from './config';
import { UPSTREAM_GROUPS } from './config';
import { configureSiteLinks } from './platform/site-links';
import type { Db } from './db/client';
import sessionHook from './auth/session-hook';
import authRoutes from './auth/routes/plugin';
import { sessionCookieName } from './auth/routes/cookies';
import { resolveAuthConfig } from './auth/oidc/auth-config';
import { registerContracts, strictResponsesByDefault } from './http/contract-routes';
import { registerErrorHandler } from './platform/error-handler';
import { registerJsonParser } from './platform/json-parser';
import { registerLoadShedding, type DbWaiting, type DelayMeter } from './platform/load-shedding';
import { registerHealth, type Drain } from './platform/health';
import { registerMaintenance } from './platform/maintenance';
import { rateRules, registerRateLimits } from './platform/rate-limit';
import { trustProxySetting } from './platform/trust-proxy';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerPortfolioVersionBump } from './platform/portfolio-version';
import { registerStaticHost } from './platform/static-host';
import { liveRemotesFrom, type LiveRemotes } from './platform/remote-registry/live-remotes';
import { registerOperatorView } from './platform/remote-registry/operator-view';
import { registerVitals } from './platform/vitals/vitals-route';
import { registerCanonicalPath } from './platform/canonical-path';
import { assertAllowlisted, registerUpstreamForward } from './platform/upstream';
import type { RouteDeps } from './routes/route-deps';
import portRoutes from './routes/port/plugin';
import portAggregationRoutes from './routes/port-aggregation/plugin';
import advisorRoutes from './routes/advisor/plugin';
import leadRoutes from './routes/lead/plugin';
import cartRoutes from './routes/cart/plugin';
import orderRoutes from './routes/order/plugin';
import externalOrderRoutes from './routes/external-order/plugin';
import cmsRoutes from './routes/cms/plugin';
import oaRoutes from './routes/oa/plugin';
import fndsRoutes from './routes/fnds/plugin';
import featureFlagsRoutes from './routes/feature-flags/plugin';
import contentRoutes from './routes/content/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The registry's live remote versions (issue 20), read by /remotes.json and the CSP. */
    liveRemotes: LiveRemotes;
  }
}

const BUILT_IN: Record<UpstreamGroup, FastifyPluginAsync<RouteDeps>> = {
  port: portRoutes,
  portAggregation: portAggregationRoutes,
  advisor: advisorRoutes,
  lead: leadRoutes,
  cart: cartRoutes,
  order: orderRoutes,
  externalOrder: externalOrderRoutes,
  cms: cmsRoutes,
  oa: oaRoutes,
  fnds: fndsRoutes,
  featureFlags: featureFlagsRoutes,
};

/**
 * `delayMeter` replaces the event-loop meter of load shedding (tests drive it instead of blocking
 * the loop); `dbWaiting` tells how many callers queue for a database connection (pg pool).
 */
export type BuildAppOptions = { logger?: boolean; delayMeter?: DelayMeter; dbWaiting?: DbWaiting };

declare module 'fastify' {
  interface FastifyInstance {
    /** /readyz and the SIGTERM drain (platform/health.ts). */
    lifecycle: Drain;
  }
}

/** The app host (ARCHITECTURE "Server"): one plugin per upstream group, auth, static shell. */
export async function buildApp(config: AppConfig, db: Db, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  assertAllowlisted(config);
  configureSiteLinks(config);
  const app = Fastify({
    // Request lines are info-level: shown with LOG_REQUESTS or DEBUG_LOGGING (spec §9 debug setting).
    logger: options.logger === false ? false : { level: config.DEBUG_LOGGING ? 'debug' : config.LOG_REQUESTS ? 'info' : 'warn' },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.HTTP_TIMEOUT_MS,
    // A hop count is documented by Fastify but missing from its type.
    trustProxy: trustProxySetting(config.TRUST_PROXY) as boolean | string[],
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('liveRemotes', liveRemotesFrom(db));
  // First of all hooks: every request counts for the drain, whatever answers it.
  app.decorate('lifecycle', registerHealth(app, db));
  registerErrorHandler(app);
  registerContracts(app, { strictResponses: strictResponsesByDefault() });
  registerCanonicalPath(app);
  registerJsonParser(app);
  registerLoadShedding(
    app,
    config.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
    options.delayMeter,
    options.dbWaiting,
    config.LOAD_SHED_MAX_DB_WAITING,
  );
  registerMaintenance(app, config.MAINTENANCE_MODE, config.MAINTENANCE_MESSAGE);
  await app.register(fastifyCookie);
  // JSON answers and pages of 1 KB or more, br then gzip by Accept-Encoding; static files carry their own .br/.gz.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(sessionHook, {
    db,
    cookieName: sessionCookieName(resolveAuthConfig(config.auth)),
    appOrigin: config.APP_ORIGIN,
  });
  registerRateLimits(app, db, rateRules(config));
  registerSecurityHeaders(app, config);
  registerPortfolioVersionBump(app, db);

  for (const [group, prefix] of Object.entries(UPSTREAM_GROUPS) as [UpstreamGroup, string][]) {
    const upstream = config.upstreams[group];
    if (upstream) {
      await app.register(async (scope) => registerUpstreamForward(scope, group, prefix, upstream, config), { prefix });
    } else {
      // Built-in routes register their full api-paths constants (decision record 010), so no prefix here.
      await app.register(BUILT_IN[group], { db, config });
    }
  }
  await app.register(authRoutes, { db, config: config.auth });
  await app.register(contentRoutes, { db, config });
  registerOperatorView(app, config);
  registerVitals(app, config);
  await registerStaticHost(app, config);
  return app;
}
