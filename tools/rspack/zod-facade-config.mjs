// zod is what the shared contracts validate with. Shared as is, it would ship whole (≈86 KB gzip:
// a shared module keeps every export); unshared, every remote that reaches a contract the shell
// did not load brings its own copy (≈25 KB gzip each). Instead 'zod' is aliased to a facade whose
// `z` holds only the functions the contracts use, and that facade is the shared module.
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describeFacade } from './facade-check.mjs';

const FACADE_FILE = path.join(import.meta.dirname, 'zod-facade.mjs');

function zodDir(appDir) {
  return realpathSync(path.join(appDir, 'node_modules', '@port', 'shared', 'node_modules', 'zod'));
}

export function zodVersion(appDir) {
  return JSON.parse(readFileSync(path.join(zodDir(appDir), 'package.json'), 'utf8')).version;
}

/** resolve.alias entries that route every 'zod' import to the facade. */
export function zodFacadeAlias(appDir) {
  return {
    zod$: FACADE_FILE,
    'port-internal-zod$': path.join(zodDir(appDir), 'index.js'),
  };
}

/** The facade as the build checks it (facade-check.mjs): `z.x`, `import z from 'zod'` and named imports. */
export const zodFacade = () => describeFacade({ request: 'zod', file: FACADE_FILE, namespaces: ['z'], defaultMember: 'z' });
