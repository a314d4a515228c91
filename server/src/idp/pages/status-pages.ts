import { idpMessages as m } from '../messages';
import { escapeHtml as e, page } from './html';

/** Thai error page; with the app origin it links back to the app's /login to start over. */
export function renderErrorPage(options: { detail?: string; appOrigin?: string } = {}): string {
  const extra = options.detail ? `<p>${e(options.detail)}</p>` : '';
  const link = options.appOrigin ? `<p><a href="${e(options.appOrigin)}/login">${m.signInAgain}</a></p>` : '';
  return page(m.errorTitle, `<h1>${m.errorTitle}</h1>\n<p>${m.errorBody}</p>${extra}${link}`);
}

/**
 * RP-initiated logout confirmation. The request came from our own BFF with an ID token hint,
 * so the form confirms itself; the button stays for browsers without scripts.
 */
export function renderLogoutPage(form: string, scriptNonce: string): string {
  const body = `<h1>${m.logoutTitle}</h1>
<p>${m.logoutBody}</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">${m.logoutButton}</button>
<script nonce="${e(scriptNonce)}">document.getElementById('op.logoutForm').submit()</script>`;
  return page(m.logoutTitle, body);
}

export function renderLoggedOutPage(appOrigin: string): string {
  const link = `<p><a href="${e(appOrigin)}/">${m.backToApp}</a></p>`;
  return page(m.loggedOutTitle, `<h1>${m.loggedOutTitle}</h1>\n<p>${m.loggedOutBody}</p>${link}`);
}
