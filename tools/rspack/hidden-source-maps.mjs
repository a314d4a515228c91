// Source maps for error tracking only (issue 21 item 2): the production build writes them without
// a sourceMappingURL comment ('hidden-source-map') and this plugin moves them out of the served
// folder into `<app>/sourcemaps/`, which no host serves (upload them to the error tracker from there).
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The folder beside `dist/` that keeps an app's source maps. */
export const sourceMapsDir = (appDir) => path.join(appDir, 'sourcemaps');

export class HiddenSourceMapsPlugin {
  /** @param {string} targetDir where the .map files go */
  constructor(targetDir) {
    this.targetDir = targetDir;
  }

  apply(compiler) {
    // A build starts from an empty folder, as dist/ does (output.clean).
    compiler.hooks.beforeRun.tapPromise('HiddenSourceMapsPlugin', () => rm(this.targetDir, { recursive: true, force: true }));
    compiler.hooks.afterEmit.tapPromise('HiddenSourceMapsPlugin', async (compilation) => {
      const maps = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => name.endsWith('.map'));
      await moveSourceMaps(compiler.outputPath, maps, this.targetDir);
    });
  }
}

/** Moves `names` (relative to `fromDir`) into `toDir`, keeping their relative paths. */
export async function moveSourceMaps(fromDir, names, toDir) {
  for (const name of names) {
    const target = path.join(toDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(fromDir, name), target);
  }
}
