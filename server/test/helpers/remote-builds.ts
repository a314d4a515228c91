import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShellContract } from '../../src/platform/remote-registry/compat-gate';

// A live shell's contract and fake tsf builds for the compatibility gate's tests (issue 20 item 3).
const shellExports = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../shared/exports/1.0.0.json'), 'utf8'),
) as ShellContract['exports'];
export const shared = (name: string, version: string) => ({ name, version, requiredVersion: `^${version.split('.')[0]}.0.0` });
export const liveShell: ShellContract = {
  source: 'live',
  manifest: {
    name: 'shell',
    shared: [
      shared('react', '19.3.1'),
      shared('react/jsx-runtime', '19.3.1'),
      shared('react-dom', '19.3.1'),
      shared('react-router-dom', '7.18.5'),
      shared('@port/shared/http/data', '1.0.0'),
      shared('@port/shared/bus/event-bus', '1.0.0'),
    ],
  },
  exports: {
    ...shellExports,
    modules: { '@port/shared/http/data': ['getData', 'sendData'], '@port/shared/bus/event-bus': ['emit', 'on'] },
  },
};

export interface BuildOptions {
  react?: string;
  imports?: Record<string, string[]>;
  sharedVersion?: string;
}
export function tsfBuild({ react = '^19.0.0', imports = {}, sharedVersion = '1.0.0' }: BuildOptions = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tsf-build-'));
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'tsf',
    metaData: { buildInfo: { buildVersion: '0.1.0' } },
    shared: [
      { name: 'react', version: react.replace('^', ''), requiredVersion: react },
      { name: 'react-dom', version: react.replace('^', ''), requiredVersion: react },
      { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.0.0' },
      ...Object.keys(imports).map((name) => shared(name, sharedVersion)),
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* tsf ${Math.random()} */`);
  writeFileSync(
    path.join(dir, 'shared-imports.json'),
    JSON.stringify({ package: '@port/shared', version: sharedVersion, modules: imports }),
  );
  return dir;
}
