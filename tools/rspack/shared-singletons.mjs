// The federated singletons of ARCHITECTURE.md "Federation rules" and decision record 001.
// Every app shares the same list, so exactly one React (and one router, one bus) lives in the page.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Folders of @port/shared whose modules must exist once per page (see below). */
export const SHARED_PACKAGE_SINGLETON_FOLDERS = ['bus', 'http', 'config'];

/** Package names shared as singletons; a trailing `/` shares every subpath of the package. */
export const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'swr',
  'swr/',
  'zustand',
  'zustand/',
  'dayjs',
  'dayjs/',
  '@emotion/react',
  // '@emotion/react/jsx-runtime' is what every compiled JSX file imports.
  '@emotion/react/',
  // Only the folders of the shared package with state or identity are singletons: the bus and UI
  // store, the http client (its navigator, HttpError for instanceof) and the runtime config. The
  // rest (contracts, domain rules, format, ui) is plain code each app bundles and tree-shakes:
  // shared one module at a time it cost a request per file (30 on a cold /dashboard) and kept
  // every export (issue 19 item 2: fewer, larger chunks).
  ...SHARED_PACKAGE_SINGLETON_FOLDERS.map((folder) => `@port/shared/${folder}/`),
  // Through a facade of the functions the contracts use (zod-facade-config.mjs).
  'zod',
];

const TRANSITIVE_PARENTS = { 'react-router': 'react-router-dom', zod: '@port/shared' };

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Version of a package as installed for `appDir` (found on disk, past any exports map). */
function installedVersion(appDir, packageName) {
  const require = createRequire(path.join(appDir, 'package.json'));
  for (const dir of require.resolve.paths(packageName) ?? []) {
    const file = path.join(dir, packageName, 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  // A transitive singleton (react-router) is only reachable from the package that depends on it.
  const parent = TRANSITIVE_PARENTS[packageName];
  if (parent) {
    const parentDir = realpathSync(path.join(appDir, 'node_modules', parent));
    return installedVersion(parentDir, packageName);
  }
  throw new Error(`create-app-config: ${packageName} is not installed for ${appDir}`);
}

/**
 * requiredVersion comes from the app's package.json; `workspace:` ranges and packages the app only
 * gets transitively (react-router) use the installed version instead.
 */
function requiredVersionFor(appDir, deps, packageName) {
  const declared = deps[packageName];
  if (declared && !declared.startsWith('workspace:')) return declared;
  return `^${installedVersion(appDir, packageName)}`;
}

/**
 * Shared with `strictVersion` by major (issue 20, decision 011): a remote built for another major
 * than the page's fails to load instead of running against it, and `pnpm remote:publish` refuses it
 * first. @port/shared too: its minor versions only add exports, which the gate checks name by name.
 */
export const STRICT_BY_MAJOR = new Set(['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom', '@port/shared']);

/**
 * What the shell's first paint runs, provided `eager` by the shell (issue 19 item 1): the shell is
 * the host and always runs its own copies, so they are part of its entry chunk instead of one
 * async chunk per shared module (24 requests on a cold page, each a round trip after main.js).
 * Not zod (the shell loads it after its paint) nor dayjs (the shell does not use it). Remotes
 * never share eagerly: their copies are fallbacks, fetched only when the page has none.
 */
export const SHELL_EAGER = new Set(SINGLETON_PACKAGES.filter((name) => !['zod', 'dayjs', 'dayjs/'].includes(name)));

const SHARED_SRC = path.resolve(import.meta.dirname, '..', '..', 'shared', 'src');

/**
 * Federated modules of @port/shared the shell's own code never imports but every remote's first
 * view does (issue 19 item 1): provided by the shell all the same, so a remote consumes the shell's
 * copy instead of fetching its own fallback chunk, one request each on a cold page. `eager`: in the
 * shell's main.js (zod-free, a few hundred bytes); the others need zod-backed contracts and are in
 * the shell's `response-schemas` chunk (split-chunks.mjs), which every page loads at start with
 * /remotes.json. They consume no module provided from that same chunk (a chunk that provides a
 * module and consumes it waits on itself: checked at build time, shared-chunk-check.mjs).
 */
export const SHELL_PROVIDES_UNIMPORTED = {
  '@port/shared/http/data': { eager: true },
  '@port/shared/http/http-error-info': { eager: false },
  '@port/shared/http/feature-flags': { eager: false },
  '@port/shared/http/get-service-level': { eager: false },
};

/** The file of a federated `@port/shared/<folder>/<name>` module. */
export const sharedModuleFile = (key) => path.join(SHARED_SRC, `${key.slice('@port/shared/'.length)}.ts`);

/** `^18.3.0`, `~18.2`, `18.x`, `>=18.0.0 <19`, `18.3.1` → `^18.0.0`: the range of the major it names first. */
export function majorRange(range) {
  const major = /(\d+)/.exec(range)?.[1];
  if (major === undefined) throw new Error(`create-app-config: no major version in "${range}"`);
  return `^${major}.0.0`;
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`. `strictVersion` is the
 * remotes' (the consumers that may come from another build); the shell always runs its own copies.
 */
export function createSharedConfig(appDir, { isShell = false } = {}) {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  const deps = { ...appPkg.devDependencies, ...appPkg.peerDependencies, ...appPkg.dependencies };
  const shared = {};
  for (const key of SINGLETON_PACKAGES) {
    // '@port/shared/bus/' is a folder of the '@port/shared' package.
    const packageName = key.startsWith('@port/shared/') ? '@port/shared' : key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = requiredVersionFor(appDir, deps, packageName);
    const byMajor = STRICT_BY_MAJOR.has(key) || STRICT_BY_MAJOR.has(packageName);
    shared[key] = {
      singleton: true,
      ...(byMajor ? { requiredVersion: majorRange(requiredVersion) } : { requiredVersion }),
      ...(byMajor && !isShell ? { strictVersion: true } : {}),
      ...(isShell && SHELL_EAGER.has(key) ? { eager: true } : {}),
      // The router is shared through a facade module (router-facade.mjs) that has no package.json.
      // The router and zod are shared through facade modules (router-facade.mjs, zod-facade-config.mjs)
      // that have no package.json of their own.
      ...(key === 'react-router-dom' || key === 'zod' ? { version: installedVersion(appDir, key) } : {}),
    };
  }
  if (isShell) {
    const version = readJson(path.join(SHARED_SRC, '..', 'package.json')).version;
    for (const [key, { eager }] of Object.entries(SHELL_PROVIDES_UNIMPORTED)) {
      // An absolute `import`: provided although no module of the shell requests it.
      shared[key] = { import: sharedModuleFile(key), singleton: true, version, requiredVersion: majorRange(version), eager };
    }
  }
  return shared;
}
