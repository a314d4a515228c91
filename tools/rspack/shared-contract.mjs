// The two halves of the compatibility gate's input (issue 20 item 3, decision 011), written by the build:
// - a remote's `shared-imports.json`: each federated @port/shared module it imports and the names it
//   uses, read from the module graph (rspack's import-specifier dependencies, after types are gone);
// - the shell's `shared-exports.json`: each federated @port/shared module the shell provides (its
//   mf-manifest.json `shared` list) with the names that module exports, as built.
// `pnpm remote:publish` compares the first of the new remote with the second of the live shell.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_PACKAGE_SINGLETON_FOLDERS } from './shared-singletons.mjs';
import { SHARED_DIR, sharedExportsManifest } from './shared-exports.mjs';

export const SHARED_IMPORTS_FILE = 'shared-imports.json';
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

const FEDERATED = new RegExp(`^@port/shared/(${SHARED_PACKAGE_SINGLETON_FOLDERS.join('|')})/[\\w-]+$`);
const FEDERATED_SOURCES = SHARED_PACKAGE_SINGLETON_FOLDERS.map((folder) => path.join(SHARED_DIR, 'src', folder) + path.sep);

/**
 * `{ '@port/shared/http/data': ['getData'] }` for the given modules. Imports made by a federated
 * module itself are left out: the page runs the shell's copy of it, not the remote's.
 */
export function federatedImports(modules) {
  const imports = {};
  for (const module of modules) {
    const resource = module.resource;
    if (!resource || FEDERATED_SOURCES.some((folder) => resource.startsWith(folder))) continue;
    for (const dependency of module.dependencies ?? []) {
      if (typeof dependency.request !== 'string' || !FEDERATED.test(dependency.request)) continue;
      const names = (imports[dependency.request] ??= new Set());
      if (dependency.ids?.length) names.add(dependency.ids[0]);
    }
  }
  return Object.fromEntries(
    Object.keys(imports)
      .sort()
      .map((request) => [request, [...imports[request]].sort()]),
  );
}

/** Remotes: writes `shared-imports.json` (with @port/shared's version) beside the remote's manifest. */
export class SharedImportsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedImportsPlugin', (compilation) => {
      let imports = {};
      compilation.hooks.finishModules.tap('SharedImportsPlugin', (modules) => {
        imports = federatedImports(modules);
      });
      compilation.hooks.processAssets.tap(
        { name: 'SharedImportsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { version } = sharedExportsManifest();
          const body = JSON.stringify({ package: '@port/shared', version, modules: imports }, null, 2);
          compilation.emitAsset(SHARED_IMPORTS_FILE, new compiler.webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/** What the shell provides: the federated modules of its manifest's `shared` list with their exports. */
export function providedExports(manifest, exportsManifest) {
  const modules = {};
  for (const shared of manifest.shared ?? []) {
    if (!FEDERATED.test(shared.name)) continue;
    const names = exportsManifest.modules[shared.name];
    if (!names) throw new Error(`the shell shares ${shared.name}, which @port/shared does not list`);
    modules[shared.name] = names;
  }
  return { package: exportsManifest.package, version: exportsManifest.version, modules };
}

/** Shell: writes `shared-exports.json` after its mf-manifest.json is on disk. */
export class SharedExportsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SharedExportsPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const dist = compiler.options.output.path;
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const body = JSON.stringify(providedExports(manifest, sharedExportsManifest()), null, 2);
      writeFileSync(path.join(dist, SHARED_EXPORTS_FILE), body);
    });
  }
}
