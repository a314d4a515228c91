import { useLocation } from 'react-router-dom';
import { authPaths, loginRoute } from '@port/shared/contracts/api-paths';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { isLoggedIn, useProfile } from '../guards/api/get-profile';
import { AppLink } from '../modes/app-link';
import { layoutMessages } from './messages';
import { brandStyle, headerInnerStyle, headerStyle, navListStyle, partnerBadgeStyle, sessionLinkStyle } from './header-style';

const navItems = [
  { to: '/dashboard', label: layoutMessages.nav.dashboard },
  { to: '/plan-select', label: layoutMessages.nav.planSelect },
  { to: '/tax-saving-fund', label: layoutMessages.nav.taxSavingFund },
  { to: '/oa-landing', label: layoutMessages.nav.openAccount },
] as const;

/** Default-layout header (spec §2): branding (partner-aware), main nav, login or logout link. */
export function Header() {
  const location = useLocation();
  const partner = useUiState((state) => state.partner);
  const { data: profile } = useProfile();
  const loggedIn = isLoggedIn(profile);

  return (
    <header css={headerStyle} data-partner={partner ?? undefined}>
      <div css={headerInnerStyle}>
        <AppLink to="/" css={brandStyle} aria-label={layoutMessages.homeLinkLabel}>
          {layoutMessages.brandName}
          {partner ? <span css={partnerBadgeStyle}>{layoutMessages.partnerBrand(partner)}</span> : null}
        </AppLink>
        <nav aria-label={layoutMessages.mainNavLabel}>
          <ul css={navListStyle}>
            {navItems.map((item) => (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  aria-current={location.pathname.startsWith(item.to) ? 'page' : undefined}
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {loggedIn ? (
          <a href={authPaths.logout} css={sessionLinkStyle}>
            {layoutMessages.logout}
          </a>
        ) : (
          <AppLink to={loginRoute(`${location.pathname}${location.search}`)} css={sessionLinkStyle}>
            {layoutMessages.login}
          </AppLink>
        )}
      </div>
    </header>
  );
}
