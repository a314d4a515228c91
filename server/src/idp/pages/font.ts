import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Our Sarabun inside the provider's own pages (issue 13 item 10): without it a device with no Thai
 * font shows the sign-in page as boxes. The pages load nothing from anywhere (their CSP allows
 * fonts only as data: URLs), so the woff2 files that the app ships travel inline, 400 and 600, Thai
 * and Latin subsets only (about 57 KB as base64), with the same unicode ranges as @fontsource.
 */
const require = createRequire(import.meta.url);
const fromShared = createRequire(require.resolve('@port/shared/package.json'));
const FILES = path.join(path.dirname(fromShared.resolve('@fontsource/sarabun/400.css')), 'files');

const RANGES = {
  thai: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

function face(subset: keyof typeof RANGES, weight: 400 | 600): string {
  const data = readFileSync(path.join(FILES, `sarabun-${subset}-${weight}-normal.woff2`)).toString('base64');
  return `@font-face{font-family:"Sarabun";font-style:normal;font-display:swap;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${RANGES[subset]}}`;
}

export const SARABUN_FACES = ([400, 600] as const).flatMap((w) => [face('thai', w), face('latin', w)]).join('\n');
