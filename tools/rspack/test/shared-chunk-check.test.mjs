import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SharedChunkCheckPlugin, selfWaitingShares, sharedModuleOf } from '../shared-chunk-check.mjs';

const CONSUME_DATA = 'consume shared module (default) @port/shared/http/data@^1.0.0 (strict) (fallback: /s/http/data.ts)';

describe('a chunk that consumes a shared module provided from itself (issue 19 item 1)', () => {
  it('reads the key and file of consume and provide modules', () => {
    expect(sharedModuleOf(CONSUME_DATA)).toEqual({ key: '@port/shared/http/data', file: '/s/http/data.ts' });
    expect(sharedModuleOf(`${CONSUME_DATA} (eager)`)).toEqual({ key: '@port/shared/http/data', file: '/s/http/data.ts' });
    expect(sharedModuleOf('provide shared module (default) @port/shared/http/data@1.1.0 = /s/http/data.ts')).toEqual({
      key: '@port/shared/http/data',
      file: '/s/http/data.ts',
    });
    expect(sharedModuleOf('javascript/auto|/s/http/data.ts')).toBeNull();
  });

  it('names the key consumed and provided by one chunk; an eager consume or another chunk is fine', () => {
    const providers = new Map([['@port/shared/http/data', new Set(['/s/http/data.ts'])]]);
    expect(selfWaitingShares([CONSUME_DATA, '/s/http/data.ts'], providers)).toEqual([
      '@port/shared/http/data is consumed and provided (/s/http/data.ts) by the same chunk',
    ]);
    expect(selfWaitingShares([CONSUME_DATA, '/s/page.ts'], providers)).toEqual([]);
    expect(selfWaitingShares([`${CONSUME_DATA} (eager)`, '/s/http/data.ts'], providers)).toEqual([]);
  });

  describe('in a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shared-chunk-check-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (name, text) => {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    };
    write('src/index.js', "import('./page');\n");
    write('src/page.js', "import { data } from 'data-lib';\nexport default data;\n");
    write('node_modules/data-lib/package.json', '{"name":"data-lib","version":"1.0.0","main":"index.js"}');
    write('node_modules/data-lib/index.js', "export const data = 'DATA';\n");

    const build = async (cacheGroups) => {
      const compiler = rspack({
        context: dir,
        mode: 'production',
        entry: { main: './src/index.js' },
        output: { path: path.join(dir, 'dist'), clean: true },
        optimization: { splitChunks: { cacheGroups } },
        plugins: [
          new ModuleFederationPlugin({
            name: 'app',
            shared: { 'data-lib': { singleton: true, requiredVersion: '^1.0.0' } },
            dts: false,
            manifest: false,
          }),
          new SharedChunkCheckPlugin(),
        ],
      });
      const stats = await new Promise((resolve, reject) =>
        compiler.run((error, result) => (error ? reject(error) : resolve(result))),
      );
      await new Promise((resolve) => compiler.close(resolve));
      return stats.toJson({ all: false, errors: true }).errors.map((error) => error.message);
    };

    it('passes when the fallback has a chunk of its own', async () => {
      expect(await build({})).toEqual([]);
    });

    it('fails when a merge puts the consumer and the fallback it waits for in one chunk', async () => {
      const merged = {
        // The page, its consume of data-lib and data-lib's fallback: the merge session 8 found deadlocking.
        test: (module) =>
          /page\.js$|data-lib/.test(module.resource ?? '') || module.identifier().startsWith('consume shared module'),
        name: 'merged',
        chunks: 'async',
        enforce: true,
      };
      const errors = await build({ merged });
      expect(errors.join('\n')).toMatch(
        /chunk merged: data-lib is consumed and provided \(.*data-lib.index\.js\) by the same chunk/,
      );
    }, 60_000);
  });
});
