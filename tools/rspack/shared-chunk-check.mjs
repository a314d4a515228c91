// A chunk must never hold a shared module that a module of the same chunk consumes (issue 19 item 1).
// Loading a chunk first resolves the shared modules its modules consume; if the module that provides
// one of them (the page's provided copy or the app's own fallback) is in that very chunk, the load
// waits on itself and the page never renders: no error, only in a browser. Merging chunks to save
// requests (split-chunks.mjs) makes that easy to do by accident, so the build fails instead.

const CONSUME = /^consume shared module \([^)]*\) (.+?)@\S* .*?\(fallback: ([^)]+)\)/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@\S+ = (.+)$/;

/** `{ key, file }` of a consume-shared or provide-shared module's identifier, else null. */
export function sharedModuleOf(identifier) {
  const match = CONSUME.exec(identifier) ?? PROVIDE.exec(identifier);
  return match ? { key: match[1], file: match[2] } : null;
}

/**
 * Problems of one chunk, given its modules' identifiers and the file each shared key is provided
 * or fallen back to in this build (`providers`: key → files).
 */
export function selfWaitingShares(chunkModules, providers) {
  const files = new Set(chunkModules);
  const problems = [];
  for (const identifier of chunkModules) {
    // An eager consume is resolved synchronously from what is already registered: it never waits.
    if (!identifier.startsWith('consume shared module') || identifier.endsWith('(eager)')) continue;
    const shared = sharedModuleOf(identifier);
    if (!shared) continue;
    for (const file of providers.get(shared.key) ?? []) {
      if (files.has(file)) problems.push(`${shared.key} is consumed and provided (${file}) by the same chunk`);
    }
  }
  return problems;
}

/** A module's identifier and, for source modules, its files (those it concatenates included). */
function moduleNames(module) {
  const inner = module.modules ?? [];
  return [module.identifier(), module.resource, ...inner.map((m) => m.resource)].filter(Boolean);
}

export class SharedChunkCheckPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedChunkCheckPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedChunkCheckPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const providers = new Map();
          for (const module of compilation.modules) {
            const shared = sharedModuleOf(module.identifier());
            if (shared) providers.set(shared.key, new Set([...(providers.get(shared.key) ?? []), shared.file]));
          }
          for (const chunk of compilation.chunks) {
            const identifiers = chunkGraph.getChunkModules(chunk).flatMap(moduleNames);
            for (const problem of selfWaitingShares(identifiers, providers))
              compilation.errors.push(
                new compiler.webpack.WebpackError(`chunk ${chunk.name ?? chunk.id}: ${problem}: it would wait on itself`),
              );
          }
        },
      );
    });
  }
}
