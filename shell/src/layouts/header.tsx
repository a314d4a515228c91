import { useLocation } from 'react-router-dom';
import { authPaths, loginRoute } from '@port/shared/contracts/api-paths';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { isLoggedIn, useProfile } from '../guards/api/get-profile';
import { AppLink } from '../modes/app-link';
import { MainNav } from './main-nav';
import { layoutMessages } from './messages';
import { brandStyle, headerInnerStyle, headerStyle, partnerBadgeStyle, sessionLinkStyle } from './header-style';

/** Default-layout header (spec §2): branding (partner-aware), main nav, login or logout link. */
export function Header() {
  const location = useLocation();
  const partner = useUiState((state) => state.partner);
  const { data: profile } = useProfile();
  const loggedIn = isLoggedIn(profile);

  return (
    <header css={headerStyle} data-partner={partner ?? undefined}>
      <div css={headerInnerStyle}>
        <AppLink to="/" css={brandStyle}>
          {layoutMessages.brandName}
          {partner ? <span css={partnerBadgeStyle}>{layoutMessages.partnerBrand(partner)}</span> : null}
        </AppLink>
        <MainNav />
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
