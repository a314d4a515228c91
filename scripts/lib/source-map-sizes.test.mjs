import { describe, expect, it } from 'vitest';
import { bytesBySource, decodeVlq, moduleName } from './source-map-sizes.mjs';

describe('bytes of a minified file per source (pnpm perf:modules, issue 19 item 2)', () => {
  it('decodes base64 VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('IAAM')).toEqual([4, 0, 0, 6]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
  });

  it('gives each segment the bytes up to the next one, per source, and counts what no mapping covers', () => {
    // line 0: "aaaabbbbbb" → a.js from column 0, b.js from column 4; line 1: "cc" unmapped.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;' };
    const sizes = bytesBySource('aaaabbbbbb\ncc', map);
    expect(sizes.get('a.js')).toBe(4);
    expect(sizes.get('b.js')).toBe(6);
    expect(sizes.get('(unmapped)')).toBe(3); // the newline and "cc"
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe('aaaabbbbbb\ncc'.length);
  });

  it('names packages, app files and the runtime', () => {
    const dom =
      'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js';
    expect(moduleName(dom, 'shell')).toBe('react-dom');
    expect(moduleName(dom, 'shell', { packages: false })).toBe('react-dom/cjs/react-dom-client.production.js');
    expect(
      moduleName('webpack://shell/../node_modules/.pnpm/@emotion+react@11/node_modules/@emotion/react/dist/x.js', 'shell'),
    ).toBe('@emotion/react');
    expect(moduleName('webpack://shell/./src/app/app.tsx', 'shell')).toBe('shell/src/app/app.tsx');
    expect(moduleName('webpack://shell/../shared/src/http/client.ts', 'shell')).toBe('shared/src/http/client.ts');
    expect(moduleName('webpack://shell/webpack/runtime/load_script', 'shell')).toBe('(rspack runtime)');
  });
});
