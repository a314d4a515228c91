import { idpMessages as m } from '../messages';
import { escapeHtml as e, page } from './html';

export function renderErrorPage(detail?: string): string {
  const extra = detail ? `<p><small>${e(detail)}</small></p>` : '';
  return page(m.errorTitle, `<h1>${m.errorTitle}</h1>\n<p>${m.errorBody}</p>${extra}`);
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

export function renderLoggedOutPage(): string {
  return page(m.loggedOutTitle, `<h1>${m.loggedOutTitle}</h1>\n<p>${m.loggedOutBody}</p>`);
}
