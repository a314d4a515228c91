import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppConfig } from '../create-app-config.mjs';
import { HiddenSourceMapsPlugin, moveSourceMaps, sourceMapsDir } from '../hidden-source-maps.mjs';

// Issue 21 item 2 (probe): 501 .map files with full sourcesContent were public on every origin.
describe('production source maps stay out of what is served', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'maps-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the production build writes hidden maps (no sourceMappingURL) and moves them beside dist/', () => {
    const appDir = path.resolve(import.meta.dirname, '../../../mfe-tsf');
    const config = createAppConfig({ appDir, name: 'probe', port: 3999, exposes: {} });
    expect(config.devtool).toBe('hidden-source-map');
    const plugin = config.plugins.find((p) => p instanceof HiddenSourceMapsPlugin);
    expect(plugin?.targetDir).toBe(sourceMapsDir(appDir));
    expect(path.relative(config.output.path, plugin.targetDir).startsWith('..')).toBe(true);
  });

  it('moves every .map out of the output folder, keeping sub-folders', async () => {
    const out = path.join(dir, 'dist');
    mkdirSync(path.join(out, 'assets'), { recursive: true });
    for (const name of ['main.0123abcd.js', 'main.0123abcd.js.map', 'assets/x.0123abcd.css.map'])
      writeFileSync(path.join(out, name), name);
    await moveSourceMaps(out, ['main.0123abcd.js.map', 'assets/x.0123abcd.css.map'], sourceMapsDir(dir));
    expect(existsSync(path.join(out, 'main.0123abcd.js'))).toBe(true);
    expect(existsSync(path.join(out, 'main.0123abcd.js.map'))).toBe(false);
    expect(existsSync(path.join(out, 'assets/x.0123abcd.css.map'))).toBe(false);
    expect(existsSync(path.join(sourceMapsDir(dir), 'assets/x.0123abcd.css.map'))).toBe(true);
  });
});
