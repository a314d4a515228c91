import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../precompress.mjs';

describe('precompressed copies of a build (issue 7 item 6)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = `${'export const ข้อความ = "ภาษาไทย";\n'.repeat(200)}`;
  writeFileSync(path.join(dir, 'main.0123abcd.js'), script);
  writeFileSync(path.join(dir, 'font.0123abcd.woff2'), randomBytes(4096)); // already compressed inside
  writeFileSync(path.join(dir, 'photo.png'), script);
  writeFileSync(path.join(dir, 'main.0123abcd.js.map'), script);

  it('writes .br and .gz that decompress to the file, only for the kinds served compressed', async () => {
    const results = await precompressFiles(dir, ['main.0123abcd.js', 'font.0123abcd.woff2', 'photo.png', 'main.0123abcd.js.map']);
    expect(results.map((r) => path.basename(r.file))).toEqual(['main.0123abcd.js', 'font.0123abcd.woff2']);
    const file = path.join(dir, 'main.0123abcd.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    for (const skipped of ['photo.png', 'main.0123abcd.js.map'])
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
  });

  it('writes no copy that would be larger than the file (incompressible font)', () => {
    expect(existsSync(path.join(dir, 'font.0123abcd.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'font.0123abcd.woff2.gz'))).toBe(false);
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const file = path.join(dir, 'main.0123abcd.js');
    const first = [readFileSync(`${file}.br`), readFileSync(`${file}.gz`)];
    await precompressFiles(dir, ['main.0123abcd.js']);
    expect(readFileSync(`${file}.br`).equals(first[0])).toBe(true);
    expect(readFileSync(`${file}.gz`).equals(first[1])).toBe(true);
  });
});
