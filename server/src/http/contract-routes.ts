import type { FastifyInstance, HTTPMethods, onRequestHookHandler, RouteOptions } from 'fastify';
import { requireCustomer } from './require-customer';
import { zodSerializerCompiler, zodValidatorCompiler } from './zod-type-provider';

export type RouteRecord = { method: HTTPMethods; url: string; needsSession: boolean; schema: RouteOptions['schema'] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered (the route-coverage test reads it). */
    routeTable: RouteRecord[];
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call outside `/private/` that still reads the customer's own data (hybrid plan-create/plan). */
    needsSession?: boolean;
  }
}

/** A route needs a signed-in customer when its path has a `/private/` segment (spec §7 private calls) or its config says so. */
export const needsSession = (route: Pick<RouteOptions, 'url' | 'config'>): boolean =>
  route.url.includes('/private/') || route.config?.needsSession === true;

/**
 * Routes declare their wire shapes with zod schemas from @port/shared/contracts, and the
 * session requirement is read from the path: one place, not a list typed beside the routes.
 * The guard runs before validation, so an anonymous call is 401 whatever it sent (spec §8).
 */
export function registerContracts(app: FastifyInstance, options: { strictResponses: boolean }): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler(options.strictResponses));
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const session = needsSession(route);
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, needsSession: session, schema: route.schema });
    if (!session) return;
    // A callback hook (no promise on every private call, issue 19 item 5): requireCustomer's
    // 401 is thrown, and Fastify hands a hook's throw to the error handler as it did the rejection.
    const guard: onRequestHookHandler = (request, _reply, done) => {
      requireCustomer(request);
      done();
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
}

/** Responses are checked against their contract except in production (NODE_ENV=production): see docs/decisions/008. */
export const strictResponsesByDefault = (): boolean => process.env.NODE_ENV !== 'production';
