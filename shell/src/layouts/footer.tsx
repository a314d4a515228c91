import { css } from '@emotion/react';
import { getShellConfig } from '../app/runtime-config';
import { focusRing, tokens } from '../app/tokens';
import { reopenConsentPrompt } from '../global-ui/consent-store';
import { layoutMessages } from './messages';

const footerStyle = css`
  flex-shrink: 0;
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.subtle};
  color: ${tokens.color.muted};
  font-size: 0.875rem;
`;

const footerInnerStyle = css`
  max-width: ${tokens.maxWidth};
  margin: 0 auto;
  padding: ${tokens.space(6)} ${tokens.space(4)};
  display: grid;
  gap: ${tokens.space(3)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    color: ${tokens.color.primary};
    font: inherit;
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
    text-decoration: underline;
    ${focusRing};
  }
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer css={footerStyle}>
      <div css={footerInnerStyle}>
        <p>{layoutMessages.footerRiskWarning}</p>
        <nav aria-label={layoutMessages.footerNavLabel}>
          <ul>
            <li>
              <a href={`${getShellConfig().mainSiteUrl}/privacy`}>{layoutMessages.footerPrivacy}</a>
            </li>
            <li>
              <button type="button" onClick={reopenConsentPrompt}>
                {layoutMessages.footerCookieSettings}
              </button>
            </li>
          </ul>
        </nav>
        <p>{layoutMessages.footerCopyright(year)}</p>
      </div>
    </footer>
  );
}
