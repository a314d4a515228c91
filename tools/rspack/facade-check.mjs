// A shared module is opaque to the build: rspack's `exportsPresence: 'error'` cannot see that a name
// imported from 'react-router-dom' or 'zod' (both shared through facades, decision record 006) is
// missing, and the page would fail at run time instead. This plugin reads what every module really
// imports from the module graph (the `ids` of rspack's own import-specifier dependencies, after the
// TypeScript types are gone), and what each facade really exports by parsing it with acorn.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';

const parseModule = (file) => parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
const keyName = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

/** Names a module exports (`export { a, b as c }`, `export const x`, `export function f`, default). */
export function exportedNames(file) {
  const names = new Set();
  for (const node of parseModule(file).body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const spec of node.specifiers) names.add(keyName(spec.exported));
    if (node.declaration?.type === 'VariableDeclaration') {
      for (const decl of node.declaration.declarations) if (decl.id.type === 'Identifier') names.add(decl.id.name);
    } else if (node.declaration?.id) names.add(node.declaration.id.name);
  }
  return names;
}

/** Keys of an exported object literal (`export const z = Object.freeze({ ... })` or `= { ... }`). */
export function exportedObjectKeys(file, exportName) {
  for (const node of parseModule(file).body) {
    if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration') continue;
    for (const decl of node.declaration.declarations) {
      if (decl.id.name !== exportName) continue;
      let init = decl.init;
      if (init?.type === 'CallExpression') init = init.arguments[0];
      if (init?.type !== 'ObjectExpression') throw new Error(`${file}: ${exportName} is not an object literal`);
      return new Set(init.properties.filter((p) => p.type === 'Property').map((p) => keyName(p.key)));
    }
  }
  throw new Error(`${file} has no 'export const ${exportName}'`);
}

/**
 * What a facade provides: `exports` (top-level names) and `members` (namespace objects such as
 * zod's `z`, whose members are checked too: `z.string` → ['z', 'string']). `default` stands for
 * `defaultMember` when set (`import z from 'zod'`).
 */
export function describeFacade({ request, file, namespaces = [], defaultMember }) {
  return {
    request,
    file,
    exports: exportedNames(file),
    members: Object.fromEntries(namespaces.map((name) => [name, exportedObjectKeys(file, name)])),
    defaultMember,
  };
}

/** The missing name for one import of the facade (rspack dependency ids), or null when covered. */
export function missingName(facade, ids) {
  if (!ids?.length) return null;
  const [first, member] = ids[0] === 'default' && facade.defaultMember ? [facade.defaultMember, ids[1]] : ids;
  if (!facade.exports.has(first)) return first;
  const members = facade.members[first];
  if (members && member !== undefined && !members.has(member)) return `${first}.${member}`;
  return null;
}

/** Every import of a facade's request in the given modules whose name the facade lacks. */
export function findMissing(modules, facades, root = process.cwd()) {
  const byRequest = new Map(facades.map((facade) => [facade.request, facade]));
  const facadeFiles = new Set(facades.map((facade) => facade.file));
  const missing = [];
  for (const module of modules) {
    const resource = module.resource;
    if (!resource || facadeFiles.has(resource)) continue;
    for (const dependency of module.dependencies ?? []) {
      const facade = byRequest.get(dependency.request);
      const name = facade && missingName(facade, dependency.ids);
      if (!name) continue;
      const line = dependency.loc?.start?.line;
      missing.push({
        request: facade.request,
        facadeFile: facade.file,
        name,
        at: `${path.relative(root, resource)}${line ? `:${line}` : ''}`,
      });
    }
  }
  return missing;
}

/** Fails the compilation, naming each missing name, the facade to extend and where it is used. */
export class FacadeCoveragePlugin {
  /** @param {ReturnType<typeof describeFacade>[]} facades */
  constructor(facades) {
    this.facades = facades;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FacadeCoveragePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeCoveragePlugin', (modules) => {
        for (const m of findMissing(modules, this.facades, compiler.context)) {
          const facade = path.relative(compiler.context, m.facadeFile);
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `'${m.request}' has no '${m.name}' (used at ${m.at}): add it to ${facade} (decision record 006).`,
            ),
          );
        }
      });
    });
  }
}
