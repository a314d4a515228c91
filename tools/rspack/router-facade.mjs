// react-router-dom is shared as a singleton, and a shared module keeps every export: the whole
// package (≈59 KB gzip, much of it framework/server code) would load on every page. Aliasing
// 'react-router-dom' to a facade that re-exports the client API lets tree shaking drop the rest.
// Nobody may import 'react-router' directly: it would be a second, unshared router instance.
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

const FACADE_FILE = path.join(import.meta.dirname, 'react-router-dom-facade.mjs');

/** resolve.alias entries that route every 'react-router-dom' import to the facade. */
export function routerFacadeAlias(appDir) {
  const dom = realpathSync(path.join(appDir, 'node_modules', 'react-router-dom'));
  const router = path.join(path.dirname(dom), 'react-router', 'dist', 'production');
  return {
    'react-router-dom$': FACADE_FILE,
    'port-internal-react-router$': path.join(router, 'index.mjs'),
    'port-internal-react-router-dom-export$': path.join(router, 'dom-export.mjs'),
  };
}

/** Fails the build when app code imports 'react-router' itself instead of 'react-router-dom'. */
export class ForbidDirectReactRouterPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ForbidDirectReactRouterPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ForbidDirectReactRouterPlugin', (data) => {
        const { request, contextInfo } = data;
        const fromApp = !contextInfo.issuer.includes(`${path.sep}node_modules${path.sep}`);
        if (fromApp && (request === 'react-router' || request.startsWith('react-router/'))) {
          throw new Error(
            `${contextInfo.issuer} imports '${request}': import from 'react-router-dom' (the shared router) instead.`,
          );
        }
      });
    });
  }
}

function exportedNames(source) {
  return new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()).filter(Boolean)),
  );
}

function importedRouterNames(source) {
  const names = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
    if (m[1]) continue; // type-only import: erased at build time
    for (const raw of m[2].split(',')) {
      const spec = raw.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * A shared module cannot be checked for missing exports at build time, so this checks every
 * name imported from 'react-router-dom' in the given source folders against the facade.
 */
export function assertRouterFacadeCovers(dirs) {
  const available = exportedNames(readFileSync(FACADE_FILE, 'utf8'));
  const missing = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      for (const name of importedRouterNames(readFileSync(file, 'utf8'))) {
        if (!available.has(name)) missing.push(`${name} (${path.relative(process.cwd(), file)})`);
      }
    }
  }
  if (missing.length) {
    throw new Error(`react-router-dom names missing from tools/rspack/react-router-dom-facade.mjs: ${missing.join(', ')}`);
  }
}
