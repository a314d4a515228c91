import { expect } from 'vitest';
import { CookieJar, location, request } from './cookie-jar';

export type Browser = { app: CookieJar; idp: CookieJar };

export function newBrowser(): Browser {
  return { app: new CookieJar(), idp: new CookieJar() };
}

/** Follows redirects at the identity provider until it answers a page or points back to the app. */
export async function followAtProvider(browser: Browser, url: string, appOrigin: string): Promise<Response | string> {
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(appOrigin)) return next;
    const response = await request(browser.idp, next);
    if (response.status < 300 || response.status >= 400) return response;
    next = location(response, next);
  }
  throw new Error('too many redirects at the provider');
}

export type SignInPage = { html: string; action: string; csrf: string };

/** /auth/login on the app, then the provider up to its sign-in page. */
export async function openSignInPage(browser: Browser, appOrigin: string, returnUrl = '/dashboard'): Promise<SignInPage> {
  const start = await request(
    browser.app,
    `${appOrigin}/auth/login?return_url=${encodeURIComponent(returnUrl)}&action=login&device=web`,
  );
  expect(start.status).toBe(302);
  const page = await followAtProvider(browser, location(start, appOrigin), appOrigin);
  if (typeof page === 'string') throw new Error(`expected the sign-in page, was sent to ${page}`);
  expect(page.status).toBe(200);
  return readSignInPage(await page.text(), page.url);
}

export function readSignInPage(html: string, pageUrl: string): SignInPage {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error('sign-in form not found');
  return { html, action: new URL(action, pageUrl).href, csrf };
}

export async function submitCredentials(browser: Browser, page: SignInPage, username: string, password: string) {
  return request(browser.idp, page.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: page.csrf, username, password }).toString(),
  });
}
