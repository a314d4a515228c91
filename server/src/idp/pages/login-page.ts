import { idpMessages as m } from '../messages';
import { escapeHtml as e, page } from './html';

export type DemoAccountHint = { username: string; password: string; description: string };

export type LoginPageInput = {
  uid: string;
  csrfToken: string;
  username?: string;
  error?: string;
  demoAccounts: readonly DemoAccountHint[];
};

/** The provider's Thai sign-in page; re-rendered with the error after a failed attempt. */
export function renderLoginPage(input: LoginPageInput): string {
  const error = input.error ? `<p class="error" role="alert" id="login-error">${e(input.error)}</p>` : '';
  const describedBy = input.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const form = `<form method="post" action="/interaction/${e(input.uid)}/login" novalidate>
<input type="hidden" name="csrf" value="${e(input.csrfToken)}">
<label for="username">${m.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${e(input.username ?? '')}"${describedBy}${input.error ? '' : ' autofocus'}>
<label for="password">${m.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${input.error ? ' autofocus' : ''}>
<button type="submit">${m.submit}</button>
</form>`;
  return page(m.signInTitle, `<h1>${m.signInHeading}</h1>\n${error}${form}\n${demoTable(input.demoAccounts)}`);
}

function demoTable(accounts: readonly DemoAccountHint[]): string {
  if (accounts.length === 0) return '';
  const rows = accounts
    .map(
      (a) => `<tr><td><code>${e(a.username)}</code></td><td><code>${e(a.password)}</code></td><td>${e(a.description)}</td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">${m.demoHeading}</h2>
<table>
<thead><tr><th scope="col">${m.demoUsername}</th><th scope="col">${m.demoPassword}</th><th scope="col">${m.demoDescription}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}
