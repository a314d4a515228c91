import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, authPaths, otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { testApp } from '../helpers/app';

const app = await testApp();
const API_PREFIXES = Object.values(API_BASE);

/** Every path of api-paths with each parameter filled by `x` (its sample) — the paths the apps call. */
const apiPaths = Object.entries({ ...portPaths, ...portAggregationPaths, ...otherPaths, ...authPaths }).map(([name, path]) => ({
  name,
  url:
    typeof path === 'string' ? path : (path as (...args: string[]) => string)(...Array.from({ length: path.length }, () => 'x')),
}));

const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);
/** The app's API routes (no HEAD twins), each as the pattern and a matcher of concrete URLs. */
const routes = [
  ...new Map(
    app.routeTable
      .filter((r) => r.method !== 'HEAD' && API_PREFIXES.some((prefix) => r.url === prefix || r.url.startsWith(`${prefix}/`)))
      .map((r) => [`${r.method} ${withoutTrailingSlash(r.url)}`, { ...r, url: withoutTrailingSlash(r.url) }]),
  ).values(),
].map((r) => ({ ...r, matches: new RegExp(`^${r.url.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));

describe('api-paths and the routes are the same list (issue 7 item 2; spec §7)', () => {
  afterAll(async () => app.close());

  it('every path in api-paths has a route', () => {
    const missing = apiPaths.filter((p) => !routes.some((r) => r.matches.test(p.url))).map((p) => `${p.name}: ${p.url}`);
    expect(missing).toEqual([]);
  });

  it('every API route is a path of api-paths', () => {
    const unlisted = routes.filter((r) => !apiPaths.some((p) => r.matches.test(p.url))).map((r) => `${r.method} ${r.url}`);
    expect(unlisted).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(apiPaths.length);
  });

  it('every route outside /auth declares its response (and its params when it has any) with contract schemas', () => {
    const undeclared = routes
      .filter((r) => !r.url.startsWith(API_BASE.auth))
      .filter((r) => {
        const schema = r.schema as { params?: unknown; response?: Record<string, unknown> } | undefined;
        const responses = Object.values(schema?.response ?? {});
        const hasParams = r.url.includes('/:');
        return (
          responses.length === 0 ||
          !responses.every((s) => s instanceof z.ZodType) ||
          (hasParams && !(schema?.params instanceof z.ZodType))
        );
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
