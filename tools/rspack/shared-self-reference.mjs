// The shared package is federated module by module ('@port/shared/' prefix), but Module Federation
// matches bare requests only: a relative import inside shared/src ('./common') would bundle a
// private copy of that file into every shared chunk that uses it, so modules with state (the http
// client's navigator, the bus, the UI store) could exist several times in the page. This rewrites
// such imports to the package's own subpath ('@port/shared/contracts/common'), making each file of
// the shared package one federated module with one instance.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHARED_DIR = path.resolve(import.meta.dirname, '..', '..', 'shared');
const SHARED_SRC = path.join(SHARED_DIR, 'src');

/**
 * Folders of shared/package.json's exports map with the one extension each maps to:
 * `"./contracts/*": "./src/contracts/*.ts"` → `{ contracts: '.ts' }`. Entries of another shape
 * (`./package.json`) are not shared source folders.
 */
export function exportedFolders(exportsMap) {
  const folders = {};
  for (const [key, target] of Object.entries(exportsMap ?? {})) {
    const keyMatch = /^\.\/([\w-]+)\/\*$/.exec(key);
    const targetMatch = typeof target === 'string' ? /^\.\/src\/([\w-]+)\/\*(\.[a-z]+)$/.exec(target) : null;
    if (keyMatch && targetMatch && keyMatch[1] === targetMatch[1]) folders[keyMatch[1]] = targetMatch[2];
  }
  return folders;
}

const EXPORTED_FOLDERS = exportedFolders(JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')).exports);

/** '@port/shared/<folder>/<file>' for a relative request from inside shared/src, else null. */
export function sharedSelfReference(issuer, request) {
  if (!issuer?.startsWith(SHARED_SRC + path.sep) || !request.startsWith('.')) return null;
  const target = path.resolve(path.dirname(issuer), request);
  const relative = path.relative(SHARED_SRC, target).split(path.sep);
  const extension = EXPORTED_FOLDERS[relative[0]];
  if (relative.length < 2 || !extension || relative.includes('..')) return null;
  const withoutExtension = relative.join('/').replace(/\.(tsx?|jsx?)$/, '');
  // Only files the exports map reaches (e.g. a .ts file under ui/ is not) become shared modules.
  if (!existsSync(path.join(SHARED_SRC, withoutExtension + extension))) return null;
  return `@port/shared/${withoutExtension}`;
}

export class SharedSelfReferencePlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SharedSelfReferencePlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SharedSelfReferencePlugin', (data) => {
        const rewritten = sharedSelfReference(data.contextInfo.issuer, data.request);
        if (rewritten) data.request = rewritten;
      });
    });
  }
}
