import createCache, { type EmotionCache } from '@emotion/cache';
import { styleNonce } from '@port/shared/config/style-nonce';

/**
 * Emotion's cache for the whole page (shell and remotes render in one React tree with one
 * @emotion/react): its <style> elements carry the page's CSP nonce, so the app host's policy
 * needs no 'unsafe-inline' for styles (issue 12 item 4).
 */
export function createEmotionCache(nonce: string | undefined = styleNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
