import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPORTS_DIR, exportsOfFile, removedExports, SHARED_DIR, sharedExportsManifest } from '../shared-exports.mjs';
import { federatedImports, providedExports } from '../shared-contract.mjs';
import { createSharedConfig, majorRange, SHELL_PROVIDES_UNIMPORTED, sharedModuleFile } from '../shared-singletons.mjs';
import { RESPONSE_SCHEMAS } from '../split-chunks.mjs';

// Issue 20 item 3, decision 011: the version rules of @port/shared.
const released = readdirSync(EXPORTS_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(EXPORTS_DIR, name), 'utf8')));
const parts = (version) => version.split('.').map(Number);
const byVersion = (a, b) => {
  const [x, y] = [parts(a.version), parts(b.version)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

describe('@port/shared versions only add exports within a major', () => {
  it('the current version is released with exactly the exports the source has (pnpm shared:exports)', () => {
    const current = sharedExportsManifest();
    const file = released.find((manifest) => manifest.version === current.version);
    expect(file, `shared/exports/${current.version}.json is missing: run pnpm shared:exports`).toBeDefined();
    expect(current.modules, `@port/shared ${current.version} exports other names than it was released with`).toEqual(
      file.modules,
    );
  });

  it('the current version is the highest released one', () => {
    const highest = [...released].sort(byVersion).at(-1);
    expect(highest.version).toBe(sharedExportsManifest().version);
  });

  it('each released version keeps every export of the one before it in its major', () => {
    const ordered = [...released].sort(byVersion);
    const removed = [];
    for (let i = 1; i < ordered.length; i += 1) {
      const [before, after] = [ordered[i - 1], ordered[i]];
      if (parts(before.version)[0] !== parts(after.version)[0]) continue;
      for (const { module, name } of removedExports(before, after))
        removed.push(`${after.version} removes ${module} '${name}' (${before.version} had it): that needs a new major`);
    }
    expect(removed).toEqual([]);
  });

  it('a removed export (or module) is found and named; an added one is not', () => {
    const before = { modules: { '@port/shared/http/data': ['getData', 'sendData'], '@port/shared/bus/old': ['x'] } };
    const after = { modules: { '@port/shared/http/data': ['getData', 'putData'] } };
    expect(removedExports(before, after)).toEqual([
      { module: '@port/shared/http/data', name: 'sendData' },
      { module: '@port/shared/bus/old', name: 'x' },
    ]);
    expect(removedExports(after, { modules: { '@port/shared/http/data': ['getData', 'putData', 'more'] } })).toEqual([]);
  });
});

describe('what a module exports at run time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-exports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('values, destructured names, default and re-exports; no types', () => {
    writeFileSync(path.join(dir, 'inner.ts'), 'export const deep = 1;\nexport default 2;\nexport type Hidden = string;\n');
    writeFileSync(
      path.join(dir, 'main.ts'),
      [
        "export * from './inner';",
        "export { a as renamed, type T } from './other';",
        'export type Shape = { x: number };',
        'export interface I { y: string }',
        'export const { first, second: [second] } = source;',
        'export function fn() {}',
        'export class Klass {}',
        'export enum E { A }',
        'export declare const ambient: number;',
        'export default function () {}',
      ].join('\n'),
    );
    expect([...exportsOfFile(path.join(dir, 'main.ts'))].sort()).toEqual(
      ['E', 'Klass', 'deep', 'default', 'first', 'fn', 'renamed', 'second'].sort(),
    );
  });

  it('lists every federated module of @port/shared (bus, http, config) and none of the bundled folders', () => {
    const modules = Object.keys(sharedExportsManifest().modules);
    expect(modules).toContain('@port/shared/http/data');
    expect(modules).toContain('@port/shared/bus/event-bus');
    expect(modules.every((name) => /^@port\/shared\/(bus|http|config)\//.test(name))).toBe(true);
    expect(sharedExportsManifest().modules['@port/shared/http/data']).toEqual(['getData', 'sendData']);
  });
});

describe('the gate inputs written by the build', () => {
  const shared = (file) => path.join(SHARED_DIR, 'src', file);
  it("a remote's imports: federated modules and names only, not a federated module's own imports", () => {
    const modules = [
      {
        resource: '/repo/mfe-tsf/src/page.tsx',
        dependencies: [
          { request: '@port/shared/http/data', ids: ['getData'] },
          { request: '@port/shared/http/data', ids: ['sendData'] },
          { request: '@port/shared/format/date', ids: ['formatThaiDate'] },
          { request: '@port/shared/bus/event-bus' },
          { request: 'react', ids: ['useState'] },
        ],
      },
      { resource: shared('ui/button.tsx'), dependencies: [{ request: '@port/shared/bus/ui-store', ids: ['getUiStore'] }] },
      { resource: shared('http/data.ts'), dependencies: [{ request: '@port/shared/http/client', ids: ['createHttpClient'] }] },
    ];
    expect(federatedImports(modules)).toEqual({
      '@port/shared/bus/event-bus': [],
      '@port/shared/bus/ui-store': ['getUiStore'],
      '@port/shared/http/data': ['getData', 'sendData'],
    });
  });

  it("the shell's provided exports: the federated modules of its manifest's shared list", () => {
    const manifest = {
      shared: [{ name: 'react' }, { name: '@port/shared/http/data' }, { name: '@port/shared/format/date' }],
    };
    const exportsManifest = { package: '@port/shared', version: '1.2.0', modules: { '@port/shared/http/data': ['getData'] } };
    expect(providedExports(manifest, exportsManifest)).toEqual({
      package: '@port/shared',
      version: '1.2.0',
      modules: { '@port/shared/http/data': ['getData'] },
    });
  });

  it('React, react-dom, the router and @port/shared are required by major', () => {
    expect(majorRange('^18.3.1')).toBe('^18.0.0');
    expect(majorRange('~19.2')).toBe('^19.0.0');
    expect(majorRange('>=7.1.0 <8')).toBe('^7.0.0');
    const remote = createSharedConfig(path.join(SHARED_DIR, '..', 'mfe-tsf'));
    for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom', '@port/shared/http/'])
      expect(remote[key], key).toMatchObject({
        singleton: true,
        requiredVersion: expect.stringMatching(/^\^\d+\.0\.0$/),
        strictVersion: true,
      });
    expect(remote.swr.strictVersion).toBeUndefined();
    // The shell always runs its own copies: nothing to be strict about (and 22 bytes less in its first load).
    expect(createSharedConfig(path.join(SHARED_DIR, '..', 'shell'), { isShell: true }).react.strictVersion).toBeUndefined();
  });

  it('the shell provides its first-paint singletons eagerly (in its entry chunk), remotes never do (issue 19)', () => {
    const shell = createSharedConfig(path.join(SHARED_DIR, '..', 'shell'), { isShell: true });
    for (const key of ['react', 'react-dom/', 'react-router-dom', '@emotion/react/', 'swr', '@port/shared/bus/'])
      expect(shell[key].eager, key).toBe(true);
    // Loaded after the shell's paint (zod) or not used by the shell (dayjs): their own chunk, fetched when needed.
    expect(shell.zod.eager).toBeUndefined();
    expect(shell.dayjs.eager).toBeUndefined();
    const remote = createSharedConfig(path.join(SHARED_DIR, '..', 'mfe-tsf'));
    expect(Object.entries(remote).filter(([, config]) => config.eager)).toEqual([]);
  });

  it('the shell also provides the http modules every remote starts with, which its own code never imports (issue 19)', () => {
    const shell = createSharedConfig(path.join(SHARED_DIR, '..', 'shell'), { isShell: true });
    const listed = sharedExportsManifest().modules;
    for (const key of Object.keys(SHELL_PROVIDES_UNIMPORTED)) {
      expect(listed[key], key).toBeDefined();
      expect(shell[key], key).toMatchObject({ import: sharedModuleFile(key), singleton: true, requiredVersion: '^1.0.0' });
      // Not eager: in the response-schemas chunk with the zod-backed contracts they read.
      if (key !== '@port/shared/http/data') expect(RESPONSE_SCHEMAS.test(sharedModuleFile(key)), key).toBe(true);
    }
    // data needs no zod: in the shell's entry chunk.
    expect(shell['@port/shared/http/data'].eager).toBe(true);
    expect(shell['@port/shared/http/feature-flags'].eager).toBe(false);
    expect(createSharedConfig(path.join(SHARED_DIR, '..', 'mfe-tsf'))['@port/shared/http/data']).toBeUndefined();
  });
});
