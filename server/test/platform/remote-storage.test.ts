import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileStorage } from '../../src/platform/remote-registry/storage';

describe('remote storage: immutable <remote>/<version>/ (issue 20 item 1)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-storage-'));
  const build = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), text);
    writeFileSync(path.join(dir, 'assets', 'a.1234abcd.js'), 'x');
    return dir;
  };

  it('stores a build under its version and never overwrites it', async () => {
    const storage = fileStorage(root);
    await storage.put('tsf', '0.1.0-aaaa', build('v1'));
    expect(readFileSync(path.join(root, 'tsf', '0.1.0-aaaa', 'mf-manifest.json'), 'utf8')).toBe('v1');
    await expect(storage.put('tsf', '0.1.0-aaaa', build('other'))).rejects.toThrow('never overwritten');
    expect(readFileSync(path.join(root, 'tsf', '0.1.0-aaaa', 'mf-manifest.json'), 'utf8')).toBe('v1');
    expect(await storage.versions('tsf')).toEqual(['0.1.0-aaaa']);
  });

  it('a copy that fails half way leaves no version behind', async () => {
    const storage = fileStorage(root);
    await expect(storage.put('tsf', '0.2.0-bbbb', path.join(root, 'no-such-build'))).rejects.toThrow();
    expect(await storage.has('tsf', '0.2.0-bbbb')).toBe(false);
    expect(await storage.versions('tsf')).toEqual(['0.1.0-aaaa']);
  });

  it('refuses names that would leave the storage', async () => {
    await expect(fileStorage(root).put('tsf', '../../etc', build('x'))).rejects.toThrow('unsafe');
    await expect(fileStorage(root).read('tsf', '0.1.0-aaaa', '../../../etc/passwd')).rejects.toThrow('unsafe');
    await expect(fileStorage(root).read('tsf', '..', 'mf-manifest.json')).rejects.toThrow('unsafe');
  });

  it('reads a file of a stored version (what a rollback gates on)', async () => {
    const storage = fileStorage(root);
    expect(await storage.read('tsf', '0.1.0-aaaa', 'mf-manifest.json')).toBe('v1');
    expect(await storage.read('tsf', '0.1.0-aaaa', 'assets/a.1234abcd.js')).toBe('x');
    await expect(storage.read('tsf', '0.9.9-gone', 'mf-manifest.json')).rejects.toThrow('ENOENT');
  });
});
