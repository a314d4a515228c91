// Which files the shell's first page load fetches, read from the chunk graph at build time and
// written as `first-load.json` (used by scripts/size-budget.mjs). The entry `main` only holds the
// async boundary (`import('./bootstrap')`), so the first load is: the entry's chunks, the chunk
// groups the entry imports, and, from there on, every chunk group a shared-module consumer loads
// before its chunk may run (the fallbacks of the federated singletons). Lazy pages are not in it.
import { rspack } from '@rspack/core';

export const FIRST_LOAD_FILE = 'first-load.json';

const isConsumeShared = (module) => Boolean(module?.identifier?.().startsWith('consume shared module'));
const isProvideShared = (module) => Boolean(module?.identifier?.().startsWith('provide shared module'));

/**
 * Chunk groups of the first load, from the entrypoint over the eager edges described above.
 * `isEntryModule(module)`: the entry's own file; an `import()` made by other code of the entry
 * chunk (an `eager` shared module's lazy contract, shared-singletons.mjs) runs later, if at all.
 */
export function firstLoadGroups(entrypoint, isEntryModule = () => true) {
  const groups = new Set([entrypoint]);
  const queue = [];
  // The entry's own imports; not the groups of the singletons it provides (loaded only when consumed).
  for (const child of entrypoint.childrenIterable) {
    const { origins } = child;
    if (!origins.some((origin) => isProvideShared(origin.module)) && origins.some((origin) => isEntryModule(origin.module)))
      queue.push(child);
  }
  while (queue.length) {
    const group = queue.shift();
    if (groups.has(group)) continue;
    groups.add(group);
    for (const child of group.childrenIterable) {
      const origins = child.origins;
      if (origins.length && origins.every((origin) => isConsumeShared(origin.module))) queue.push(child);
    }
  }
  return groups;
}

/** Writes `first-load.json`: `{ "main": ["main.1234abcd.js", ...] }` (JS and CSS files). */
export class FirstLoadReportPlugin {
  constructor(entry = 'main') {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadReportPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const files = new Set();
          // A concatenated entry module's identifier is its root module's plus `|<hash>`.
          const entryModules = new Set(
            [...compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())].map((m) =>
              m.identifier().replace(/\|[0-9a-f]+$/, ''),
            ),
          );
          const isEntryModule = (module) => Boolean(module && entryModules.has(module.identifier()));
          for (const group of firstLoadGroups(entrypoint, isEntryModule)) {
            for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
          }
          const report = { [this.entry]: [...files].sort() };
          compilation.emitAsset(FIRST_LOAD_FILE, new rspack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
        },
      );
    });
  }
}
