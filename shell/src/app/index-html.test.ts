import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const page = readFileSync(resolve(import.meta.dirname, '../../public/index.html'), 'utf8');

describe('shell page head (spec §2 every page)', () => {
  it('declares an inline SVG favicon, so no page asks for a missing /favicon.ico', () => {
    const icon = /<link rel="icon" type="image\/svg\+xml" href="(data:image\/svg\+xml,[^"]+)"/.exec(page);
    expect(icon).not.toBeNull();
    expect(decodeURIComponent(icon?.[1] ?? '')).toMatch(
      /^data:image\/svg\+xml,<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/,
    );
  });
});
