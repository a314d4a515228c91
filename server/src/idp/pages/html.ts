import { createHash } from 'node:crypto';

import { SARABUN_FACES } from './font';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

// Our Sarabun travels inline (font.ts): the provider pages load nothing from another origin.
// Everything fits 320 px: no fixed widths; the demo accounts are a stacked list, not a table.
// Thai lines break between words (the browser's dictionary): break-word splits only a word that
// cannot fit a line by itself, never 'anywhere' (which cut Thai words mid-syllable at 320 px).
const styles = `
${SARABUN_FACES}
*{box-sizing:border-box}
body{margin:0;font-family:"Sarabun","Noto Sans Thai","Leelawadee UI",Tahoma,sans-serif;background:#f4f6f9;color:#1b2430;line-height:1.5;overflow-wrap:break-word}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #8592a3;border-radius:.5rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:.5rem;cursor:pointer}
button:hover{background:#084a8c}
a{color:#0b5cad}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fdecec;color:#a1141a;border:1px solid #e7a3a6}
.demo{list-style:none;margin:0;padding:0;font-size:.95rem}
.demo li{padding:.5rem 0;border-bottom:1px solid #dde2e8}
.demo p{margin:0}
.demo .sign{color:#4b5563}
.nw{white-space:nowrap}
code{font-family:inherit;font-weight:600;white-space:nowrap;overflow-wrap:normal}
@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none;padding:1rem}}
`;

/** The CSP source of the pages' one <style> element, by hash: no 'unsafe-inline' (issue 12 item 4). */
export const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;

/** A complete Thai page (lang="th") with inline styles. */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
