// Bytes of a minified file attributed to the sources of its source map (what source-map-explorer
// does): every generated segment counts from its column to the next segment's column (or the end
// of its line) for the source it maps to. No dependency: the VLQ decoding is a few lines.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment ("AAAA,") of a mappings string into its numbers. */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    if (digit === undefined) throw new Error(`source map: bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * `Map<source, bytes>` for `code` (the generated file's text) and its parsed source map. Bytes
 * not covered by any mapping (runtime glue without sources) count as '(unmapped)'.
 */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const sizes = new Map();
  const add = (source, bytes) => bytes > 0 && sizes.set(source, (sizes.get(source) ?? 0) + bytes);
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(';');
  for (let lineNo = 0; lineNo < lines.length; lineNo += 1) {
    const line = lines[lineNo];
    const lineBytes = (from, to) => Buffer.byteLength(line.slice(from, to));
    let column = 0;
    let previous = null;
    let covered = 0;
    for (const segment of (mappingLines[lineNo] ?? '').split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (previous) add(previous.source, lineBytes(previous.column, column));
      else add('(unmapped)', lineBytes(0, column));
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      previous = { column, source: sourceDelta === undefined ? '(unmapped)' : (map.sources[sourceIndex] ?? '(unmapped)') };
      covered = column;
    }
    if (previous) add(previous.source, lineBytes(previous.column));
    else add('(unmapped)', lineBytes(covered));
    add('(unmapped)', lineNo < lines.length - 1 ? 1 : 0);
  }
  return sizes;
}

/**
 * A readable name for a source of an rspack source map of `app`: the package for anything under
 * node_modules (`react-dom`; with `packages: false` also its file), `(rspack runtime)`, or the
 * path from the repository root (`shell/src/app/app.tsx`, `shared/src/http/client.ts`).
 */
export function moduleName(source, app, { packages = true } = {}) {
  if (source.startsWith('data:')) return '(federation runtime set-up)';
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  if (clean.startsWith('webpack/')) return '(rspack runtime)';
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = clean.slice(inModules + 'node_modules/'.length).split('/');
    const scoped = rest[0].startsWith('@');
    const name = scoped ? `${rest[0]}/${rest[1]}` : rest[0];
    return packages ? name : `${name}/${rest.slice(scoped ? 2 : 1).join('/')}`;
  }
  if (clean.startsWith('./')) return `${app}/${clean.slice(2)}`;
  return clean.replace(/^(\.\.\/)+/, '');
}
