// zod is what the shared contracts validate with. Shared as is, it would ship whole (≈86 KB gzip:
// a shared module keeps every export); unshared, every remote that reaches a contract the shell
// did not load brings its own copy (≈25 KB gzip each). Instead 'zod' is aliased to a facade whose
// `z` holds only the functions the contracts use, and that facade is the shared module.
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

const FACADE_FILE = path.join(import.meta.dirname, 'zod-facade.mjs');
// Type-only members of the `z` namespace (erased by the compiler).
const TYPE_ONLY = new Set(['infer', 'input', 'output', 'ZodTypeAny', 'ZodRawShape', 'ZodObject', 'ZodSchema']);

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

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Fails the build when code uses a `z.` member or named zod import the facade does not provide. */
export function assertZodFacadeCovers(dirs) {
  const facade = readFileSync(FACADE_FILE, 'utf8');
  const block = facade.slice(facade.indexOf('Object.freeze({'));
  const available = new Set([...block.matchAll(/^\s+([A-Za-z_$][\w$]*)[,:]/gm)].map((m) => m[1]));
  const missing = new Set();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const source = readFileSync(file, 'utf8');
      if (!/from\s+['"]zod['"]/.test(source)) continue;
      for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]zod['"]/g)) {
        for (const name of m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '')).filter(Boolean)) {
          if (name !== 'z' && !m[1].includes(`type ${name}`) && !available.has(name)) missing.add(`${name} (${path.basename(file)})`);
        }
      }
      for (const m of source.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
        if (!available.has(m[1]) && !TYPE_ONLY.has(m[1])) missing.add(`z.${m[1]} (${path.basename(file)})`);
      }
    }
  }
  if (missing.size) throw new Error(`zod names missing from tools/rspack/zod-facade.mjs: ${[...missing].join(', ')}`);
}
