// The product bundled as ONE app without Module Federation, for the budget "federated build ÷
// the same app bundled as one" (ARCHITECTURE.md "Budgets"). It is the shell's production config
// minus the ModuleFederationPlugin: same sources, loaders, facades and minifier; the shell's
// RemoteRoute is swapped for one that imports the remotes' exposed route modules as lazy chunks.
// Output: $BENCH_SINGLE_OUT (a temp folder). Used by scripts/bench/single-bundle.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { remotes } from '../lib/apps.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const shellDir = path.join(root, 'shell');
const here = path.join(import.meta.dirname, 'single-bundle');
const outDir = process.env.BENCH_SINGLE_OUT;
if (!outDir) throw new Error('single-bundle.config.mjs needs BENCH_SINGLE_OUT');

/** The remotes' `exposes` (read from their rspack configs) must all be in remote-modules.ts. */
function assertEveryExposedModuleIsImported() {
  const listed = readFileSync(path.join(here, 'remote-modules.ts'), 'utf8');
  for (const remote of remotes) {
    const config = readFileSync(path.join(root, remote.dir, 'rspack.config.mjs'), 'utf8');
    for (const [, name, file] of config.matchAll(/'(\.\/\w+)':\s*'\.\/(src\/[\w-]+)\.tsx?'/g)) {
      const key = `'${remote.name}/${name}'`;
      if (!listed.includes(key) || !listed.includes(`${remote.dir}/${file}'`)) {
        throw new Error(`single bundle: ${key} (${remote.dir}/${file}) is missing from remote-modules.ts`);
      }
    }
  }
}
assertEveryExposedModuleIsImported();

const shell = (await import('../../shell/rspack.config.mjs')).default;
// Federation and what only a federated build has: SharedExportsPlugin reads the mf-manifest.json
// the ModuleFederationPlugin writes (the compatibility gate's input, decision 011).
const FEDERATION_ONLY = ['ModuleFederationPlugin', 'SharedExportsPlugin'];
const withoutFederation = shell.plugins.filter((plugin) => !FEDERATION_ONLY.includes(plugin?.constructor?.name));
if (withoutFederation.length !== shell.plugins.length - FEDERATION_ONLY.length)
  throw new Error(`single bundle: the shell config lacks one of ${FEDERATION_ONLY.join(', ')} to drop`);

/** @type {import('@rspack/core').Configuration} */
export default {
  ...shell,
  name: 'single-bundle',
  entry: { main: path.join(here, 'entry.tsx') },
  output: { ...shell.output, path: outDir, uniqueName: 'single_bundle', clean: true },
  resolve: { ...shell.resolve, modules: ['node_modules', path.join(shellDir, 'node_modules')] },
  plugins: [
    ...withoutFederation,
    new rspack.NormalModuleReplacementPlugin(/[\\/]remote-route(\.tsx)?$/, (resource) => {
      if (resource.context.startsWith(path.join(shellDir, 'src'))) resource.request = path.join(here, 'remote-route.tsx');
    }),
  ],
};
