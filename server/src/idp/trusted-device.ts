import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A device an account signed in on before (issue 21 item 2; docs/hardening.md "Sign-in
 * throttle"): after a correct password the provider sets a signed, HttpOnly cookie naming the
 * account. Later attempts for that account from that device skip the account's growing delay
 * (the address's still applies), so someone hammering a known username slows every other device
 * but cannot keep the customer out of their own.
 */
export const DEVICE_COOKIE = 'port_idp_device';
const MAX_AGE_S = 180 * 24 * 60 * 60;

const account = (username: string) => createHash('sha256').update(username.trim().toLowerCase()).digest('base64url').slice(0, 22);
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`trusted-device:${body}`).digest('base64url');

export function deviceCookie(secret: string, username: string, secure: boolean): string {
  const body = `${account(username)}.${randomBytes(12).toString('base64url')}`;
  const attributes = [`Max-Age=${MAX_AGE_S}`, 'Path=/interaction', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${DEVICE_COOKIE}=${body}.${sign(secret, body)}`, ...attributes].join('; ');
}

/** True when the request carries this provider's device cookie for `username`. */
export function isTrustedDevice(req: IncomingMessage, secret: string, username: string): boolean {
  const value = readCookie(req.headers.cookie ?? '', DEVICE_COOKIE);
  const [who, nonce, mac] = (value ?? '').split('.');
  if (!who || !nonce || !mac || who !== account(username)) return false;
  const expected = Buffer.from(sign(secret, `${who}.${nonce}`));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
