// Fewer, larger chunks on a cold page (issue 19 item 1: ≤ 30 requests before the first content).
// Module Federation puts every shared module in a chunk of its own, and a shared module's chunk
// cannot simply be merged with the chunk that consumes it: loading a chunk first resolves the
// shared modules it consumes, so a consumer and its provider in one chunk wait on each other.
// What is merged here is only what no consumer shares a chunk with:
// - zod and the facade the contracts use (tools/rspack/zod-facade.mjs) are one chunk instead of
//   two: the whole provided module, fetched once per page when the first response is validated.
// - dayjs and its plugins (utc, timezone) are one chunk instead of three: they import nothing
//   shared, and the shell does not provide them, so a remote showing a date fetches its own.
// The shell's own first-paint singletons are `eager` instead (shared-singletons.mjs SHELL_EAGER).
import path from 'node:path';

const ZOD = new RegExp(
  `[\\\\/]node_modules[\\\\/]zod[\\\\/]|${path.join(import.meta.dirname, 'zod-facade.mjs').replace(/[\\/.]/g, '\\$&')}$`,
);

const SHARED_SRC = path.resolve(import.meta.dirname, '..', '..', 'shared', 'src').replace(/[\\/.]/g, '\\$&');

/**
 * The shell's `response-schemas` chunk (named by the `import()`s of its first reads: /remotes.json,
 * profile, fnds) also takes the advisor's contract and the federated http modules the shell provides
 * for the remotes (shared-singletons.mjs SHELL_PROVIDES_UNIMPORTED) with the contracts only they
 * use: one request at start instead of five on a cold /dashboard (issue 19 item 1). What none of
 * its modules consumes is provided from it, so it never waits on itself (shared-chunk-check.mjs).
 */
export const RESPONSE_SCHEMAS = new RegExp(
  `${SHARED_SRC}[\\\\/](contracts[\\\\/](advisor|common|error-codes|feature-flags|service-level)|domain[\\\\/](free-text|thai-text)|http[\\\\/](http-error-info|feature-flags|get-service-level))\\.ts$`,
);

/** `optimization.splitChunks` of every app (production). */
export function splitChunks({ isShell = false } = {}) {
  return {
    cacheGroups: {
      zod: { test: ZOD, name: 'zod', chunks: 'async', enforce: true, priority: 20 },
      dayjs: { test: /[\\/]node_modules[\\/]dayjs[\\/]/, name: 'dayjs', chunks: 'async', enforce: true, priority: 20 },
      ...(isShell
        ? { responseSchemas: { test: RESPONSE_SCHEMAS, name: 'response-schemas', chunks: 'async', enforce: true, priority: 10 } }
        : {}),
    },
  };
}
