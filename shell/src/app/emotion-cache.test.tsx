import { CacheProvider, css } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetStyleNonce, styleNonce } from '@port/shared/config/style-nonce';
import { createEmotionCache } from './emotion-cache';

const NONCE = 'bm9uY2UtZm9yLXRoZS10ZXN0';

afterEach(() => {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  resetStyleNonce();
});

describe('styles under a strict CSP (issue 12 item 4: no unsafe-inline for styles)', () => {
  it("reads the page's nonce from the meta element the app host writes, and refuses a malformed one", () => {
    expect(styleNonce()).toBeUndefined();
    resetStyleNonce();
    document.head.insertAdjacentHTML('beforeend', `<meta name="csp-nonce" content="${NONCE}">`);
    expect(styleNonce()).toBe(NONCE);
    resetStyleNonce();
    document.head.querySelector('meta[name="csp-nonce"]')?.setAttribute('content', '"><script>');
    expect(styleNonce()).toBeUndefined();
  });

  it('every <style> element emotion inserts carries the nonce', () => {
    const cache = createEmotionCache(NONCE);
    render(
      <CacheProvider value={cache}>
        <p css={css({ color: 'rgb(1, 2, 3)' })}>สวัสดี</p>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style[data-emotion^="css"]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe(NONCE);
  });
});
