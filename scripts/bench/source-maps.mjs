// Maps a position in a built file back to its source through the build's `.map` (in `<app>/sourcemaps`,
// which no host serves, so they are read from disk). Used by `cpu-profile.mjs`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The VLQ fields of one segment. */
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Per generated line, the segments [column, source, line, column, name?] with absolute values. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let line = 0;
  let column = 0;
  let name = 0;
  for (const lineText of mappings.split(';')) {
    let generated = 0;
    const segments = [];
    for (const part of lineText.split(',')) {
      if (!part) continue;
      const f = decodeSegment(part);
      generated += f[0];
      if (f.length < 4) continue;
      source += f[1];
      line += f[2];
      column += f[3];
      if (f.length > 4) name += f[4];
      segments.push([generated, source, line, column, f.length > 4 ? name : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** `lookup(url, line0, column0)` → `{ source, line, name }` or null; maps are found under `distDirs`. */
export function sourceMapper(distDirs) {
  const cache = new Map();
  const load = (url) => {
    if (cache.has(url)) return cache.get(url);
    let map = null;
    const file = new URL(url).pathname.split('/').pop();
    for (const dir of distDirs) {
      const path = join(dir, `${file}.map`);
      if (!file || !existsSync(path)) continue;
      const raw = JSON.parse(readFileSync(path, 'utf8'));
      map = { sources: raw.sources, names: raw.names, lines: decodeMappings(raw.mappings) };
      break;
    }
    cache.set(url, map);
    return map;
  };
  return (url, line, column) => {
    if (!url.startsWith('http')) return null;
    const map = load(url);
    const segments = map?.lines[line];
    if (!segments?.length) return null;
    let best = segments[0];
    for (const s of segments) if (s[0] <= column) best = s;
    const source = map.sources[best[1]].replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
    return { source, line: best[2] + 1, name: best[4] >= 0 ? map.names[best[4]] : null };
  };
}
