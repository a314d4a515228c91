import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_GLOBAL, startPrefetches } from './prefetch';
import { readInlineRemotes } from './remotes-config';

const holder = globalThis as Record<string, unknown>;

describe('what the app host wrote into the page (issue 19)', () => {
  afterEach(() => {
    delete holder[PREFETCH_GLOBAL];
    document.head.innerHTML = '';
  });

  it('starts each marked data preload once, same-origin paths only, with the credentials the preload used', () => {
    // Inert template content: links in the test page itself would be preloaded by happy-dom.
    const template = document.createElement('template');
    template.innerHTML = [
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/plan" data-port-prefetch>',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="//evil.example/x" data-port-prefetch>',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:3001/mf-manifest.json">',
    ].join('');
    const doc = template.content as unknown as Document;
    const fetchImpl = vi.fn(async () => new Response('{}')) as unknown as typeof fetch;
    const calls = startPrefetches(doc, fetchImpl);
    expect([...calls.keys()]).toEqual(['/api/plan']);
    expect(fetchImpl).toHaveBeenCalledWith('/api/plan', { credentials: 'same-origin' });
    expect(startPrefetches(doc, fetchImpl)).toBe(calls);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reads the inline /remotes.json like the file, and nothing when it is absent or broken', () => {
    const tsf = { manifest: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' };
    const logger = { error: vi.fn() };
    expect(readInlineRemotes(document, logger)).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="port-remotes">${JSON.stringify({ tsf, nope: {} })}</script>`;
    expect(readInlineRemotes(document, logger)).toEqual({ tsf });
    document.head.innerHTML = '<script type="application/json" id="port-remotes">{ broken</script>';
    expect(readInlineRemotes(document, logger)).toBeNull();
  });
});
