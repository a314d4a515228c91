// The federated singletons of ARCHITECTURE.md "Federation rules" and decision record 001.
// Every app shares the same list, so exactly one React (and one router, one bus) lives in the page.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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
  '@port/shared/',
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

/** The `shared` option of ModuleFederationPlugin for the app in `appDir`. */
export function createSharedConfig(appDir) {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  const deps = { ...appPkg.devDependencies, ...appPkg.peerDependencies, ...appPkg.dependencies };
  const shared = {};
  for (const key of SINGLETON_PACKAGES) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    shared[key] = {
      singleton: true,
      requiredVersion: requiredVersionFor(appDir, deps, packageName),
      // The router is shared through a facade module (router-facade.mjs) that has no package.json.
      // The router and zod are shared through facade modules (router-facade.mjs, zod-facade-config.mjs)
      // that have no package.json of their own.
      ...(key === 'react-router-dom' || key === 'zod' ? { version: installedVersion(appDir, key) } : {}),
    };
  }
  return shared;
}
