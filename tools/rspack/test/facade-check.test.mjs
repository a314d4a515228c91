import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { describeFacade, exportedNames, exportedObjectKeys, FacadeCoveragePlugin, missingName } from '../facade-check.mjs';
import { routerFacade } from '../router-facade.mjs';
import { zodFacade } from '../zod-facade-config.mjs';

describe('the facades as parsed (decision record 006)', () => {
  it('the router facade exports the client API and nothing of the server side', () => {
    const names = exportedNames(routerFacade().file);
    for (const name of ['useNavigate', 'Link', 'Outlet', 'createBrowserRouter', 'RouterProvider'])
      expect(names.has(name), name).toBe(true);
    expect(names.has('createCookieSessionStorage')).toBe(false);
  });

  it('the zod facade: z and its members, keywords included (enum, null)', () => {
    const facade = zodFacade();
    expect([...facade.exports].sort()).toEqual(['ZodError', 'ZodType', 'default', 'z']);
    for (const name of ['object', 'string', 'enum', 'null', 'undefined', 'discriminatedUnion'])
      expect(facade.members.z.has(name), name).toBe(true);
    expect(facade.members.z.has('bigint')).toBe(false);
  });

  it('names what is missing: a top-level name, a member of z, through the default import', () => {
    const facade = zodFacade();
    expect(missingName(facade, ['z', 'string'])).toBeNull();
    expect(missingName(facade, ['z'])).toBeNull();
    expect(missingName(facade, ['z', 'bigint'])).toBe('z.bigint');
    expect(missingName(facade, ['default', 'bigint'])).toBe('z.bigint');
    expect(missingName(facade, ['ZodNumber'])).toBe('ZodNumber');
    expect(missingName(routerFacade(), ['useNavigate'])).toBeNull();
    expect(missingName(routerFacade(), ['unstable_useRoute'])).toBe('unstable_useRoute');
  });

  it('refuses a namespace that is not an object literal', () => {
    expect(() => exportedObjectKeys(routerFacade().file, 'z')).toThrow(/has no 'export const z'/);
  });
});

describe('FacadeCoveragePlugin on a real federated build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'facade-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'src'));
  const write = (name, text) => writeFileSync(path.join(dir, name), text);
  write('router.mjs', 'export { useNavigate, Link } from "./router-impl.mjs";\n');
  write('router-impl.mjs', 'export const useNavigate = () => 1; export const Link = 2; export const useParams = 3;\n');
  write(
    'zod.mjs',
    'const string = () => 1, object = () => 2;\nexport const z = Object.freeze({ string, object });\nexport default z;\n',
  );

  /** Builds src/index.js with both facades shared as singletons; returns the error messages. */
  async function build(source) {
    write('src/index.js', source);
    const facades = [
      describeFacade({ request: 'react-router-dom', file: path.join(dir, 'router.mjs') }),
      describeFacade({ request: 'zod', file: path.join(dir, 'zod.mjs'), namespaces: ['z'], defaultMember: 'z' }),
    ];
    const shared = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      resolve: { alias: { zod$: path.join(dir, 'zod.mjs'), 'react-router-dom$': path.join(dir, 'router.mjs') } },
      plugins: [
        new ModuleFederationPlugin({
          name: 'fixture',
          shared: { zod: shared, 'react-router-dom': shared },
          dts: false,
          manifest: false,
        }),
        new FacadeCoveragePlugin(facades),
      ],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return stats.toJson({ all: false, errors: true }).errors.map((error) => error.message);
  }

  it('passes when every imported name is in its facade', async () => {
    const errors = await build(
      "import { z } from 'zod';\nimport * as router from 'react-router-dom';\nimport { useNavigate } from 'react-router-dom';\n" +
        'export const schema = z.object({ a: z.string() });\nexport const use = [useNavigate, router.Link, z];\n',
    );
    expect(errors).toEqual([]);
  });

  it('fails naming each missing name, its facade and the line that uses it', async () => {
    const errors = await build(
      "import { z } from 'zod';\nimport zod from 'zod';\nimport { useParams, Link as L } from 'react-router-dom';\nimport * as router from 'react-router-dom';\n" +
        'export const schema = z.object({ a: z.bigint() });\nexport const other = zod.number();\nexport const use = [useParams, L, router.Form];\n',
    );
    const text = errors.join('\n');
    expect(text).toMatch(/'zod' has no 'z\.bigint' \(used at src\/index\.js:5\): add it to zod\.mjs/);
    expect(text).toMatch(/'zod' has no 'z\.number' \(used at src\/index\.js:6\)/);
    expect(text).toMatch(/'react-router-dom' has no 'useParams' \(used at src\/index\.js:7\): add it to router\.mjs/);
    expect(text).toMatch(/'react-router-dom' has no 'Form' \(used at src\/index\.js:7\)/);
    expect(text).not.toMatch(/'Link'|z\.object/);
  });
});
