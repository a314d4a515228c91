// What the app host writes into the shell's page for the route it serves (issue 19 item 1): the
// live `/remotes.json` inline (the shell reads it instead of fetching it), preload hints for the
// route's remote (manifest, remote entry, the exposed module's chunks; only a remote that is in
// the live file and whose manifest answered) and, for a signed-in customer, the route's first
// data call, which the shell's entry starts at once (shell/src/federation/prefetch.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { remoteEntrySchema, type RemoteEntry } from '@port/shared/contracts/remotes';
import type { ManifestCache } from './remote-manifests';
import { routeRemote } from './route-remote';

/** `id` of the inline copy of /remotes.json (shell/src/federation/remotes-config.ts reads it). */
export const INLINE_REMOTES_ID = 'port-remotes';
/** Marks the data preloads the shell's entry fetches at once. */
export const PREFETCH_ATTRIBUTE = 'data-port-prefetch';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `/remotes.json` as an inert JSON block (no script runs, so the CSP is untouched); null when not JSON. */
export function inlineRemotes(remotesText: string): { tag: string; remotes: Record<string, unknown> } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesText);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  // `<` escaped so no value can close the element.
  const json = JSON.stringify(parsed).replace(/</g, '\\u003c');
  return {
    tag: `<script type="application/json" id="${INLINE_REMOTES_ID}">${json}</script>`,
    remotes: parsed as Record<string, unknown>,
  };
}

export interface ShellHintsInput {
  pathname: string;
  /** The request carries a session cookie: the route's private data call is worth starting. */
  signedIn: boolean;
  /** The body `/remotes.json` answers right now. */
  remotesText: string;
  manifests: ManifestCache;
  /** How long this answer may wait for a manifest not read yet. */
  waitMs: number;
}

/** The tags for the page's <head>, in the order the browser should fetch. */
export async function shellHints(input: ShellHintsInput): Promise<string> {
  const inline = inlineRemotes(input.remotesText);
  const tags: string[] = [];
  const route = routeRemote(input.pathname);
  if (route && input.signedIn) {
    for (const path of route.firstData)
      tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(path)}" ${PREFETCH_ATTRIBUTE}>`);
  }
  const entry = route && inline ? remoteEntrySchema.safeParse(inline.remotes[route.remote]) : null;
  if (route && entry?.success) tags.push(...(await remoteHints(entry.data, route.module, input)));
  if (inline) tags.push(inline.tag);
  return tags.join('');
}

async function remoteHints(entry: RemoteEntry, module: string, input: ShellHintsInput): Promise<string[]> {
  const manifest = await input.manifests.get(entry.manifest, input.waitMs);
  // A remote whose manifest does not answer gets no hints: its route shows the fallback anyway.
  if (!manifest) return [];
  const scripts = [manifest.remoteEntry, ...(manifest.exposes[module] ?? [])];
  return [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(entry.manifest)}">`,
    // Classic scripts without crossorigin, as the MF runtime and rspack's chunk loader add them.
    ...scripts.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`),
  ];
}

/** The body text faces every page paints with (Thai and Latin, regular weight). */
const BODY_FONTS = [/^sarabun-thai-400-normal\.[0-9a-f]+\.woff2$/, /^sarabun-latin-400-normal\.[0-9a-f]+\.woff2$/];

/**
 * Preloads of the body fonts of the built shell (`<root>/fonts`), read once at start: without
 * them the browser finds the fonts only after the CSS has loaded, and text is swapped late.
 */
export function fontPreloads(shellRoot: string): string {
  let names: string[];
  try {
    names = readdirSync(path.join(shellRoot, 'fonts'));
  } catch {
    return '';
  }
  return BODY_FONTS.flatMap((pattern) => names.filter((name) => pattern.test(name)))
    .map((name) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/${attr(name)}">`)
    .join('');
}

/** Puts the hints right after the page's <meta charset> (or first in <head>). */
export function withShellHints(html: string, hints: string): string {
  if (!hints) return html;
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${hints}`);
  return html.includes('<head>') ? html.replace('<head>', `<head>${hints}`) : `${hints}${html}`;
}
