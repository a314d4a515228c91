import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/client';
import { verifyCredentials, type IdpAccount } from './accounts';
import { recordSignInFailure, recordSignInSuccess, signInWaitMs, type ThrottlePolicy } from './sign-in-throttle';
import { deviceCookie, isTrustedDevice } from './trusted-device';
import { FIRST_PARTY_CLAIMS, FIRST_PARTY_SCOPE } from './grants';
import { idpMessages } from './messages';
import { PAGE_STYLE_HASH } from './pages/html';
import { renderLoginPage } from './pages/login-page';
import { renderErrorPage } from './pages/status-pages';

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,128})(\/login)?$/;
const MAX_FORM_BYTES = 8 * 1024;
// font-src data: our Sarabun travels inside the page (pages/font.ts, issue 13 item 10).
export const PAGE_CSP = `default-src 'none'; style-src ${PAGE_STYLE_HASH}; font-src data:; frame-ancestors 'none'; base-uri 'none'`;

const loginFormSchema = z.object({
  csrf: z.string().min(1).max(200),
  username: z.string().max(200),
  password: z.string().max(200),
});

export type InteractionDeps = {
  provider: Provider;
  accounts: readonly IdpAccount[];
  /** Demo mode: the sign-in page lists the demo accounts with their passwords. */
  listDemoAccounts: boolean;
  firstPartyClientId: string;
  /** Where 'sign in again' leads (the app's /login). */
  appOrigin: string;
  /** Secret for the sign-in form's CSRF token (the provider's cookie key). */
  csrfSecret: string;
  /** Failed sign-ins are counted here (growing delay per account and address). */
  db: Db;
  throttle?: ThrottlePolicy;
  /** The client's address for the throttle: X-Forwarded-For counts only from a trusted proxy (IDP_TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string;
  /** The device cookie is Secure (an https issuer, or COOKIE_SECURE). */
  secureCookies: boolean;
};

/** Our own Thai interaction pages (oidc-provider's dev interactions stay off). Returns false for other paths. */
export async function handleInteraction(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const match = ROUTE.exec(path);
  if (!match) return false;
  const uid = match[1] ?? '';
  const isLoginPost = match[2] === '/login';
  try {
    if (isLoginPost && req.method === 'POST') await submitLogin(deps, uid, req, res);
    else if (!isLoginPost && req.method === 'GET') await showInteraction(deps, uid, req, res);
    else sendHtml(res, 405, renderErrorPage({ appOrigin: deps.appOrigin }));
  } catch {
    // Unknown or expired interaction, missing interaction cookie, unreadable form: never a 500.
    if (!res.headersSent) sendHtml(res, 400, renderErrorPage({ detail: idpMessages.formExpired, appOrigin: deps.appOrigin }));
  }
  return true;
}

async function showInteraction(deps: InteractionDeps, uid: string, req: IncomingMessage, res: ServerResponse) {
  const details = await deps.provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (details.prompt.name === 'login') {
    sendHtml(res, 200, loginPage(deps, uid));
    return;
  }
  if (details.prompt.name === 'consent' && details.params.client_id === deps.firstPartyClientId) {
    // Normally loadExistingGrant already granted the first-party client; this covers a stale grant.
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const existing = details.grantId ? await deps.provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new deps.provider.Grant({ accountId, clientId: deps.firstPartyClientId });
    grant.addOIDCScope(FIRST_PARTY_SCOPE);
    grant.addOIDCClaims(FIRST_PARTY_CLAIMS);
    const grantId = await grant.save();
    await deps.provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  sendHtml(res, 400, renderErrorPage({ appOrigin: deps.appOrigin }));
}

async function submitLogin(deps: InteractionDeps, uid: string, req: IncomingMessage, res: ServerResponse) {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('application/x-www-form-urlencoded')) throw new Error('unexpected form encoding');
  const form = loginFormSchema.parse(Object.fromEntries(new URLSearchParams(await readBody(req))));
  const details = await deps.provider.interactionDetails(req, res);
  if (details.uid !== uid || details.prompt.name !== 'login') throw new Error('interaction mismatch');
  if (!sameToken(form.csrf, csrfToken(deps.csrfSecret, uid))) {
    sendHtml(res, 403, loginPage(deps, uid, { error: idpMessages.formExpired, username: form.username }));
    return;
  }
  if (!form.username.trim() || !form.password) {
    sendHtml(res, 400, loginPage(deps, uid, { error: idpMessages.missingCredentials, username: form.username }));
    return;
  }
  const address = deps.clientAddress(req);
  // A device this account signed in on before is not held back by failures on the account (trusted-device.ts).
  const counted = isTrustedDevice(req, deps.csrfSecret, form.username) ? null : form.username;
  const waitMs = await signInWaitMs(deps.db, counted, address, deps.throttle);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    const page = loginPage(deps, uid, { error: idpMessages.tooManyAttempts(seconds), username: form.username });
    sendHtml(res, 429, page, { 'Retry-After': String(seconds) });
    return;
  }
  const account = verifyCredentials(deps.accounts, form.username, form.password);
  if (!account) {
    await recordSignInFailure(deps.db, counted, address, deps.throttle);
    sendHtml(res, 401, loginPage(deps, uid, { error: idpMessages.wrongCredentials, username: form.username }));
    return;
  }
  await recordSignInSuccess(deps.db, form.username);
  res.setHeader('Set-Cookie', deviceCookie(deps.csrfSecret, form.username, deps.secureCookies));
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.subject, amr: ['pwd'] } },
    { mergeWithLastSubmission: false },
  );
}

function loginPage(deps: InteractionDeps, uid: string, extra: { error?: string; username?: string } = {}) {
  return renderLoginPage({
    uid,
    csrfToken: csrfToken(deps.csrfSecret, uid),
    demoAccounts: deps.listDemoAccounts ? deps.accounts : [],
    ...extra,
  });
}

/** The form token is bound to the interaction (whose cookie the provider checks as well). */
export function csrfToken(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`login-form:${uid}`).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.end(html);
}
