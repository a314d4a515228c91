import { useUiState } from '@port/shared/bus/use-ui-state';
import { getShellConfig } from '../app/runtime-config';
import { reopenConsentPrompt } from '../global-ui/consent-store';
import { useFndsFooter } from './api/get-fnds-footer';
import { footerInnerStyle, footerStyle } from './footer-style';
import { layoutMessages } from './messages';

/** Footer of the default and landing layouts: company details from /api/fnds, risk warning, links. */
export function Footer() {
  const { data: fnds } = useFndsFooter();
  // In SDK mode the host app owns consent, so there is no prompt to reopen (spec §2).
  const sdk = useUiState((state) => state.sdk);
  const links = fnds?.links.length
    ? fnds.links
    : [{ label: layoutMessages.footerPrivacy, url: `${getShellConfig().mainSiteUrl}/privacy` }];

  return (
    <footer css={footerStyle}>
      <div css={footerInnerStyle}>
        <p>{layoutMessages.footerRiskWarning}</p>
        {fnds ? (
          <address>
            <strong>{fnds.company_name}</strong>
            <span>{fnds.address}</span>
            <span>{layoutMessages.footerContact(fnds.tel, fnds.email)}</span>
          </address>
        ) : null}
        <nav aria-label={layoutMessages.footerNavLabel}>
          <ul>
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
            {sdk ? null : (
              <li>
                <button type="button" onClick={reopenConsentPrompt}>
                  {layoutMessages.footerCookieSettings}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <p>{fnds?.copyright || layoutMessages.footerCopyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
