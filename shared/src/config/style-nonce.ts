// The app host writes a fresh nonce into every copy of the shell's page
// (`<meta name="csp-nonce" content="…">`) and allows exactly that nonce for <style> elements in
// its Content-Security-Policy (no 'unsafe-inline', issue 12 item 4). Whatever inserts <style>
// elements at run time (emotion, Radix's scroll lock) gives them this nonce.

let cached: string | undefined | null = null;

/** The page's style nonce, or undefined outside such a page (tests, the dev server). */
export function styleNonce(doc: Document | undefined = globalThis.document): string | undefined {
  if (cached !== null) return cached;
  const content = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  cached = /^[A-Za-z0-9+/=_-]{16,}$/.test(content) ? content : undefined;
  return cached;
}

/** Test hook: forget the value read (the next call reads the document again). */
export function resetStyleNonce(): void {
  cached = null;
}
