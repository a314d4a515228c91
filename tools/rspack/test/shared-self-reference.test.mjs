import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedFolders, sharedSelfReference } from '../shared-self-reference.mjs';

const SHARED = path.resolve(import.meta.dirname, '..', '..', '..', 'shared');
const sharedPackage = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8'));

describe('shared self-references follow shared/package.json (decision record 006)', () => {
  it('reads the exported folders and their extension from the exports map', () => {
    expect(
      exportedFolders({
        './contracts/*': './src/contracts/*.ts',
        './ui/*': './src/ui/*.tsx',
        './package.json': './package.json',
      }),
    ).toEqual({
      contracts: '.ts',
      ui: '.tsx',
    });
    const folders = exportedFolders(sharedPackage.exports);
    expect(folders.contracts).toBe('.ts');
    expect(folders.ui).toBe('.tsx');
  });

  it('rewrites a relative import inside shared/src to the package subpath the exports map reaches', () => {
    const issuer = path.join(SHARED, 'src', 'contracts', 'plan-list.ts');
    expect(sharedSelfReference(issuer, './common')).toBe('@port/shared/contracts/common');
    expect(sharedSelfReference(issuer, '../http/client')).toBe('@port/shared/http/client');
  });

  it('leaves alone what is not a shared module: outside shared, a bare request, a file the map does not reach', () => {
    const issuer = path.join(SHARED, 'src', 'contracts', 'plan-list.ts');
    expect(sharedSelfReference(path.join(SHARED, '..', 'shell', 'src', 'a.ts'), './common')).toBeNull();
    expect(sharedSelfReference(issuer, 'zod')).toBeNull();
    expect(sharedSelfReference(issuer, './does-not-exist')).toBeNull();
    expect(sharedSelfReference(issuer, '../../package.json')).toBeNull();
  });
});
