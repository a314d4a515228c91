import { idpMessages as m } from '../messages';
import { escapeHtml as e, page } from './html';

/** Thai error page; with the app origin it links back to the app's /login to start over. */
export function renderErrorPage(options: { detail?: string; appOrigin?: string } = {}): string {
  const extra = options.detail ? `<p>${e(options.detail)}</p>` : '';
  const link = options.appOrigin ? `<p><a href="${e(options.appOrigin)}/login">${m.signInAgain}</a></p>` : '';
  return page(m.errorTitle, `<h1>${m.errorTitle}</h1>\n<p>${m.errorBody}</p>${extra}${link}`);
}

/**
 * RP-initiated logout confirmation. With a script nonce (our own BFF's request with a valid ID
 * token hint) the form confirms itself; the button stays for the rest and for browsers without scripts.
 */
export function renderLogoutPage(form: string, scriptNonce: string | null): string {
  const autoSubmit = scriptNonce
    ? `\n<script nonce="${e(scriptNonce)}">document.getElementById('op.logoutForm').submit()</script>`
    : '';
  const body = `<h1>${m.logoutTitle}</h1>
<p>${scriptNonce ? m.logoutBody : m.logoutConfirmBody}</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">${m.logoutButton}</button>${autoSubmit}`;
  return page(m.logoutTitle, body);
}

export function renderLoggedOutPage(appOrigin: string): string {
  const link = `<p><a href="${e(appOrigin)}/">${m.backToApp}</a></p>`;
  return page(m.loggedOutTitle, `<h1>${m.loggedOutTitle}</h1>\n<p>${m.loggedOutBody}</p>${link}`);
}
