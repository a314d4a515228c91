// react-router-dom is shared as a singleton, and a shared module keeps every export: the whole
// package (≈59 KB gzip, much of it framework/server code) would load on every page. Aliasing
// 'react-router-dom' to a facade that re-exports the client API lets tree shaking drop the rest.
// Nobody may import 'react-router' directly: it would be a second, unshared router instance.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { describeFacade } from './facade-check.mjs';

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

/** The facade as the build checks it (facade-check.mjs): every name imported from 'react-router-dom'. */
export const routerFacade = () => describeFacade({ request: 'react-router-dom', file: FACADE_FILE });
