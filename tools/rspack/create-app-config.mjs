// One build configuration for the shell and every remote (ARCHITECTURE.md "Federation rules").
// Each app's rspack.config.mjs is `export default createAppConfig({ ... })`.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FacadeCoveragePlugin } from './facade-check.mjs';
import { ForbidDirectReactRouterPlugin, routerFacade, routerFacadeAlias } from './router-facade.mjs';
import { FirstLoadReportPlugin } from './first-load.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { HiddenSourceMapsPlugin, sourceMapsDir } from './hidden-source-maps.mjs';
import { SharedSelfReferencePlugin } from './shared-self-reference.mjs';
import { SharedChunkCheckPlugin } from './shared-chunk-check.mjs';
import { zodFacade, zodFacadeAlias } from './zod-facade-config.mjs';
import { createSharedConfig } from './shared-singletons.mjs';
import { SharedExportsPlugin, SharedImportsPlugin } from './shared-contract.mjs';
import { splitChunks } from './split-chunks.mjs';

// Chromium-based webviews of the mobile app are evergreen; ES2020 keeps older iOS webviews working.
const JS_TARGET = 'es2020';

const STANDALONE_PAGE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><title>port</title></head><body><div id="root"></div></body></html>';

function swcRule(test, tsx, isDev) {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: JS_TARGET,
        parser: { syntax: 'typescript', tsx },
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development: isDev, refresh: false },
        },
      },
    },
    type: 'javascript/auto',
  };
}

/** Dev-only convenience: `rspack serve` of the shell forwards the app host's paths to the server. */
function shellProxy() {
  const target = process.env.APP_ORIGIN ?? 'http://localhost:3000';
  return [{ context: ['/api', '/auth', '/proxy', '/remotes.json', '/content'], target, changeOrigin: true }];
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (use `import.meta.dirname`)
 * @param {string} options.name Module Federation name from decision record 001 (`shell`, `dashboard`, `plan_select`, ...)
 * @param {number} options.port local port of the app's origin (decision record 001), used by `rspack serve`
 * @param {Record<string, string>} [options.exposes] exposed module name → file relative to appDir
 * @param {boolean} [options.isShell] the host: emits index.html, serves from `/`, exposes nothing
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ appDir, name, port, exposes = {}, isShell = false }) {
  if (!appDir || !name || !port) throw new Error('createAppConfig needs appDir, name and port');
  const isDev = process.env.NODE_ENV === 'development';
  const hashed = isDev ? '[name]' : '[name].[contenthash:8]';

  const federation = new ModuleFederationPlugin({
    name,
    // The shell has no remotes baked in: it registers them at run time from /remotes.json.
    remotes: {},
    ...(isShell ? {} : { filename: 'remoteEntry.js', exposes }),
    shared: createSharedConfig(appDir, { isShell }),
    // Remotes may be down: never fetch every remote entry up front to compare versions.
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    dev: false,
    // One MF runtime per page: the shell provides runtime-core and the remotes' entries reuse it
    // (saves ~30 KB gzip per remote). A remote served alone by `rspack serve` keeps its own copy.
    experiments: {
      ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
      optimization: { target: 'web' },
    },
  });

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name,
    context: appDir,
    mode: isDev ? 'development' : 'production',
    target: ['web', JS_TARGET],
    // Production maps carry no sourceMappingURL and leave dist/ (HiddenSourceMapsPlugin): nothing serves them.
    devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      // Remotes are loaded from their own origin: resolve chunk URLs from the script that loaded them.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...routerFacadeAlias(appDir), ...zodFacadeAlias(appDir) },
    },
    module: {
      // A name missing from a module (e.g. from the router facade) fails the build, not the page.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        swcRule(/\.ts$/, false, isDev),
        swcRule(/\.tsx$/, true, isDev),
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.(woff2?|ttf|otf|eot)$/,
          type: 'asset/resource',
          generator: { filename: `fonts/${hashed}[ext]` },
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      federation,
      new ForbidDirectReactRouterPlugin(),
      // Names imported from the shared facades, checked in the module graph (a shared module is opaque).
      new FacadeCoveragePlugin([routerFacade(), zodFacade()]),
      new SharedSelfReferencePlugin(),
      // No chunk consumes a shared module provided from itself (it would wait on itself forever).
      new SharedChunkCheckPlugin(),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
      }),
      // The shell's page; a remote gets a bare page only under `rspack serve`, to run it alone.
      ...(isShell || isDev
        ? [
            new rspack.HtmlRspackPlugin({
              ...(isShell
                ? { template: path.join(appDir, 'public', 'index.html') }
                : { templateContent: STANDALONE_PAGE, publicPath: '/' }),
              chunks: ['main'],
              scriptLoading: 'defer',
              minify: !isDev,
            }),
          ]
        : []),
      // .br and .gz beside every script, style and font, served by Accept-Encoding (tools/rspack/README.md).
      ...(isDev ? [] : [new PrecompressPlugin(), new HiddenSourceMapsPlugin(sourceMapsDir(appDir))]),
      // first-load.json: the files of the shell's first page load, for scripts/size-budget.mjs.
      ...(isShell && !isDev ? [new FirstLoadReportPlugin()] : []),
      // The compatibility gate's inputs (issue 20, decision 011): what the shell provides of the
      // federated @port/shared modules, what a remote imports of them.
      ...(isDev ? [] : [isShell ? new SharedExportsPlugin() : new SharedImportsPlugin()]),
    ],
    // Fewer, larger chunks on a cold page (split-chunks.mjs).
    ...(isDev ? {} : { optimization: { splitChunks: splitChunks({ isShell }) } }),
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      // The shell's real origin (3000) is the server; its dev server sits beside it and proxies to it.
      port: isShell ? Number(process.env.SHELL_DEV_PORT ?? port + 10) : port,
      host: 'localhost',
      hot: false,
      liveReload: false,
      // Deep links (/oa-landing/create) get the page; the shell's or the standalone remote's.
      historyApiFallback: true,
      // Remotes are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(isShell ? { proxy: shellProxy() } : {}),
    },
  };
  return config;
}
