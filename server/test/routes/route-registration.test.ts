import { afterAll, describe, expect, it } from 'vitest';
import { authPaths, otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { testApp } from '../helpers/app';
import { OPERATOR_REMOTES_PATH } from '../../src/platform/remote-registry/operator-view';

const app = await testApp();

/** Every path of api-paths as the server must register it: the string, or a builder's `pattern`. */
const constants = new Set(
  Object.values({ ...portPaths, ...portAggregationPaths, ...otherPaths, ...authPaths }).map((p) =>
    typeof p === 'string' ? p : p.pattern,
  ),
);

/** Routes of the app host that no app calls through api-paths (the only ones allowed a literal path). */
const ALLOWLIST = new Map([
  ['/', 'the shell'],
  ['/*', 'static files of the shell'],
  ['/remotes.json', 'the remotes manifest the shell reads before any API call'],
  ['/static/:kind/:file', 'content images'],
  [`${otherPaths.featureFlags}/`, 'the trailing-slash twin the prefixed plugin used to answer'],
  [OPERATOR_REMOTES_PATH, "the operators' read-only remotes view (issue 20), never called by an app"],
]);

describe('routes register from the api-paths constants (issue 21 item 5)', () => {
  afterAll(async () => app.close());

  it('every route the server registers is an api-paths constant or allowlisted, so a client call greps to its route', () => {
    const literal = app.routeTable
      .filter((r) => r.method !== 'HEAD' && !constants.has(r.url) && !ALLOWLIST.has(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(literal).toEqual([]);
  });

  it('the allowlist names only routes that exist', () => {
    const urls = new Set(app.routeTable.map((r) => r.url));
    expect([...ALLOWLIST.keys()].filter((url) => !urls.has(url))).toEqual([]);
  });
});
