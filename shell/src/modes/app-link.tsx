import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { navigateFullPage } from '../app/full-page-navigation';
import { preloadRemoteFor } from '../federation/preload-current-route';
import { requiresFullPageLoad } from './sdk-mode';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A router link that, in the webview (SDK mode), loads /dashboard as a full page (spec §2).
 * When the customer shows the intent to follow it (the pointer rests on it, a finger touches it,
 * the keyboard focuses it), the remote that owns its page starts loading (issue 19 item 1: "preload
 * on hover"), so the click finds the code there or on its way. Nothing is fetched before that: a
 * page's links do not cost a phone the bytes of every remote. A failed preload is the route's to
 * retry and show.
 */
export function AppLink({ to, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: AppLinkProps) {
  const sdk = useUiState((state) => state.sdk);
  const pathname = to.split(/[?#]/, 1)[0] ?? to;
  if (requiresFullPageLoad(pathname, sdk)) {
    const onFullLoadClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      event.preventDefault();
      navigateFullPage(to);
    };
    return (
      <a
        href={to}
        onClick={onFullLoadClick}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
        {...rest}
      />
    );
  }
  const preload = () => void preloadRemoteFor(pathname);
  return (
    <Link
      to={to}
      onClick={onClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
      {...rest}
    />
  );
}
