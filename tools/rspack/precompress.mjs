// Brotli and gzip copies of every script, style, font, svg and json file a production build writes
// (`x.js` → `x.js.br`, `x.js.gz`), so the app host, the remote hosts and nginx serve compressed bytes
// without compressing on each request. Maximum levels: the work happens once per build. node:zlib is
// deterministic (gzip header without a timestamp), so the same input gives the same files.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth a compressed copy (source maps are not fetched by users; images are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|woff2?|ttf|otf|eot|svg|json|html)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside `file` when each is smaller than the original (a woff2
 * is brotli inside already: it gets no copy). Returns the sizes for reporting.
 */
export async function precompressFile(file) {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: /\.(woff2?|ttf|otf|eot)$/.test(file)
          ? constants.BROTLI_MODE_FONT
          : constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = {};
  for (const [extension, bytes] of [
    ['br', br],
    ['gz', gzipped],
  ]) {
    if (bytes.length >= raw.length) continue;
    await writeFile(`${file}.${extension}`, bytes);
    written[extension] = bytes.length;
  }
  return { file, raw: raw.length, ...written };
}

/** Compresses the given files (relative to `dir`) a few at a time on libuv's thread pool. */
export async function precompressFiles(dir, names) {
  const todo = names.filter((name) => COMPRESSIBLE.test(name));
  const results = [];
  for (let i = 0; i < todo.length; i += 8) {
    results.push(...(await Promise.all(todo.slice(i, i + 8).map((name) => precompressFile(path.join(dir, name))))));
  }
  return results;
}

/** After a production build has written its files, adds the compressed copies of the emitted ones. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const names = compilation.getAssets().map((asset) => asset.name);
      await precompressFiles(compiler.outputPath, names);
    });
  }
}
