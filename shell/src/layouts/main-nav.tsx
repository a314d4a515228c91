import { useLocation } from 'react-router-dom';
import { AppLink } from '../modes/app-link';
import { useFndsMenus, type FndsMenu } from './api/get-fnds-header';
import { navListStyle } from './header-style';
import { layoutMessages } from './messages';

const builtInMenus: FndsMenu[] = [
  { url: '/dashboard', label: layoutMessages.nav.dashboard },
  { url: '/plan-select', label: layoutMessages.nav.planSelect },
  { url: '/tax-saving-fund', label: layoutMessages.nav.taxSavingFund },
  { url: '/oa-landing', label: layoutMessages.nav.openAccount },
];

function isCurrent(url: string, pathname: string): boolean {
  if (url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** Main navigation: the distributor's menu from /api/fnds/header, or the built-in one. */
export function MainNav() {
  const { pathname } = useLocation();
  const { data: fndsMenus, isLoading } = useFndsMenus();
  // Items appear once the menu is known: swapping labels in place would shift the header (CLS).
  const menus = isLoading ? [] : (fndsMenus ?? builtInMenus);

  return (
    <nav aria-label={layoutMessages.mainNavLabel}>
      <ul css={navListStyle}>
        {menus.map((menu) => (
          <li key={`${menu.url}-${menu.label}`}>
            {menu.url.startsWith('/') ? (
              <AppLink to={menu.url} aria-current={isCurrent(menu.url, pathname) ? 'page' : undefined}>
                {menu.label}
              </AppLink>
            ) : (
              <a href={menu.url}>{menu.label}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
