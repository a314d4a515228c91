import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FIRST_LOAD_FILE, FirstLoadReportPlugin } from '../first-load.mjs';

describe('first-load.json from the chunk graph (issue 7 item 7, size budget)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name, text) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  write('src/index.js', "import('./bootstrap');\n");
  // An eager singleton (in the entry chunk, as the shell's are) whose own import() runs only when called.
  write('node_modules/eager-lib/package.json', '{"name":"eager-lib","version":"1.0.0","main":"index.js"}');
  write('node_modules/eager-lib/index.js', "export const later = () => import('./contract.js');\n");
  write('node_modules/eager-lib/contract.js', "export default 'EAGER_LIB_LAZY_MARKER';\n");
  write(
    'src/bootstrap.js',
    "import { shared } from 'singleton-lib';\nimport { later } from 'eager-lib';\nexport const page = () => import('./lazy-page');\nconsole.log(shared, later);\n",
  );
  write('src/lazy-page.js', "import { late } from 'late-lib';\nexport default 'LAZY_PAGE_MARKER' + late;\n");
  write('node_modules/singleton-lib/package.json', '{"name":"singleton-lib","version":"1.0.0","main":"index.js"}');
  write('node_modules/singleton-lib/index.js', "export const shared = 'SINGLETON_MARKER';\n");
  write('node_modules/late-lib/package.json', '{"name":"late-lib","version":"1.0.0","main":"index.js"}');
  write('node_modules/late-lib/index.js', "export const late = 'LATE_MARKER';\n");

  it("holds the entry, the async boundary and the singletons it consumes, not lazy pages, their libraries or an eager singleton's import()", async () => {
    const shared = { singleton: true, requiredVersion: '^1.0.0' };
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: { main: './src/index.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'host',
          shared: { 'singleton-lib': shared, 'late-lib': shared, 'eager-lib': { ...shared, eager: true } },
          dts: false,
          manifest: false,
        }),
        new FirstLoadReportPlugin(),
      ],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    const files = JSON.parse(readFileSync(path.join(dir, 'dist', FIRST_LOAD_FILE), 'utf8')).main;
    const contents = files.map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8')).join('\n');
    expect(files.some((file) => file.startsWith('main.'))).toBe(true);
    expect(contents).toContain('SINGLETON_MARKER');
    expect(contents).not.toContain('LAZY_PAGE_MARKER');
    expect(contents).not.toContain('LATE_MARKER');
    expect(contents).not.toContain('EAGER_LIB_LAZY_MARKER');
  });
});
