import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { navigateFullPage } from '../app/full-page-navigation';
import { requiresFullPageLoad } from './sdk-mode';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A router link that, in the webview (SDK mode), loads /dashboard as a full page (spec §2). */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const sdk = useUiState((state) => state.sdk);
  const pathname = to.split(/[?#]/, 1)[0] ?? to;
  if (requiresFullPageLoad(pathname, sdk)) {
    const onFullLoadClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      event.preventDefault();
      navigateFullPage(to);
    };
    return <a href={to} onClick={onFullLoadClick} {...rest} />;
  }
  return <Link to={to} onClick={onClick} {...rest} />;
}
