import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { navigateFullPage } from '../app/full-page-navigation';
import { isPlainLeftClick } from './app-link';
import { requiresFullPageLoad } from './sdk-mode';

/** Same-origin link to a path that must be a full page load in the webview, else null. */
function fullLoadTarget(event: MouseEvent): string | null {
  if (!(event.target instanceof Element)) return null;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !requiresFullPageLoad(url.pathname, true)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Spec §2: in the webview /dashboard is always a full page load. Links of any remote are caught
 * before the router sees them (capture phase); a programmatic navigation is reloaded afterwards.
 */
export function SdkFullLoad() {
  const sdk = useUiState((state) => state.sdk);
  const location = useLocation();
  const firstKey = useRef(location.key);

  useEffect(() => {
    if (!sdk) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const target = fullLoadTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      navigateFullPage(target);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [sdk]);

  useEffect(() => {
    if (location.key === firstKey.current) return;
    if (requiresFullPageLoad(location.pathname, sdk)) {
      navigateFullPage(`${location.pathname}${location.search}${location.hash}`);
    }
  }, [location.key, location.pathname, location.search, location.hash, sdk]);

  return null;
}
