import { splitThaiCompounds } from '@port/shared/format/thai-words';
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
  return page(m.signInTitle, `<h1>${m.signInHeading}</h1>\n${error}${form}\n${demoList(input.demoAccounts)}`);
}

/** Escaped text whose Thai compounds (เป้าหมาย, ความเสี่ยง…) never break across lines (review item 8). */
function keepThaiWords(text: string): string {
  return splitThaiCompounds(text)
    .map((piece, i) => (i % 2 === 1 ? `<span class="nw">${e(piece)}</span>` : e(piece)))
    .join('');
}

function demoList(accounts: readonly DemoAccountHint[]): string {
  if (accounts.length === 0) return '';
  const items = accounts
    .map(
      (a) =>
        `<li><p>${keepThaiWords(a.description)}</p><p class="sign">${m.demoUsername} <code>${e(a.username)}</code> · ${m.demoPassword} <code>${e(a.password)}</code></p></li>`,
    )
    .join('\n');
  return `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">${m.demoHeading}</h2>
<ul class="demo">
${items}
</ul>
</section>`;
}
