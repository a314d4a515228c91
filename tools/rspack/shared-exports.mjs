// What each federated subpath of @port/shared exports at run time (issue 20 item 3, decision 011).
// Only the folders shared as singletons (bus/, http/, config/) are provided by the live shell to the
// remotes; the rest of @port/shared is bundled into each app, so its exports never cross a deploy.
// Types are left out (they are gone at run time). Parsed, not type-checked: fast enough for a build.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { exportedFolders } from './shared-self-reference.mjs';
import { SHARED_PACKAGE_SINGLETON_FOLDERS } from './shared-singletons.mjs';

export const SHARED_DIR = path.resolve(import.meta.dirname, '..', '..', 'shared');
/** One file per released version of @port/shared: `<version>.json`, never edited once written. */
export const EXPORTS_DIR = path.join(SHARED_DIR, 'exports');

const hasModifier = (node, kind) => (ts.canHaveModifiers(node) ? ts.getModifiers(node) : [])?.some((m) => m.kind === kind);

function bindingNames(name, into) {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

/** Value names a TypeScript module exports, following `export * from './x'` inside the package. */
export function exportsOfFile(file, seen = new Set()) {
  const names = new Set();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.isTypeOnly) continue;
      if (!node.exportClause) {
        const target = node.moduleSpecifier.text;
        if (!target.startsWith('.')) throw new Error(`${file}: 'export * from ${target}' cannot be listed`);
        const base = path.resolve(path.dirname(file), target.replace(/\.(tsx?|jsx?)$/, ''));
        const resolved = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => ts.sys.fileExists(candidate));
        for (const name of exportsOfFile(resolved, seen)) if (name !== 'default') names.add(name);
      } else if (ts.isNamespaceExport(node.exportClause)) names.add(node.exportClause.name.text);
      else for (const spec of node.exportClause.elements) if (!spec.isTypeOnly) names.add(spec.name.text);
      continue;
    }
    if (ts.isExportAssignment(node)) {
      names.add('default');
      continue;
    }
    if (!hasModifier(node, ts.SyntaxKind.ExportKeyword)) continue;
    if (hasModifier(node, ts.SyntaxKind.DeclareKeyword)) continue;
    if (hasModifier(node, ts.SyntaxKind.DefaultKeyword)) names.add('default');
    else if (ts.isVariableStatement(node))
      for (const declaration of node.declarationList.declarations) bindingNames(declaration.name, names);
    else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) && node.name)
      names.add(node.name.text);
  }
  return names;
}

/** `@port/shared/<folder>/<file>` → its file, for every module of the federated folders. */
export function federatedModules(sharedDir = SHARED_DIR) {
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const folders = exportedFolders(pkg.exports);
  const modules = {};
  for (const folder of SHARED_PACKAGE_SINGLETON_FOLDERS) {
    const extension = folders[folder];
    if (!extension) throw new Error(`shared/package.json exports no ./${folder}/*`);
    for (const name of readdirSync(path.join(sharedDir, 'src', folder)).sort()) {
      if (!name.endsWith(extension) || /\.test\.tsx?$/.test(name)) continue;
      modules[`@port/shared/${folder}/${name.slice(0, -extension.length)}`] = path.join(sharedDir, 'src', folder, name);
    }
  }
  return modules;
}

/** `{ package, version, modules: { '@port/shared/http/client': ['getData', ...] } }` of the source as it is. */
export function sharedExportsManifest(sharedDir = SHARED_DIR) {
  const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const modules = {};
  for (const [request, file] of Object.entries(federatedModules(sharedDir))) modules[request] = [...exportsOfFile(file)].sort();
  return { package: '@port/shared', version, modules };
}

/**
 * Exports of `before` missing from `after`: `[{ module, name }]` (a whole module gone counts as each
 * of its names). Within one major version of @port/shared this list must stay empty.
 */
export function removedExports(before, after) {
  const removed = [];
  for (const [module, names] of Object.entries(before.modules)) {
    const kept = new Set(after.modules[module] ?? []);
    for (const name of names) if (!kept.has(name)) removed.push({ module, name });
  }
  return removed;
}
