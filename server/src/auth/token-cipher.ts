import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/app-settings';

const KEY_SETTING = 'session_token_key';
const keys = new WeakMap<Db, Promise<Buffer>>();
let derived: { secret: string; key: Promise<Buffer> } | undefined;

/**
 * The AES-256 key sealing session tokens: derived from SESSION_SECRET when set, otherwise
 * generated once and stored in the database so every server instance shares it.
 */
export function sessionKey(db: Db): Promise<Buffer> {
  const secret = process.env.SESSION_SECRET;
  if (secret) {
    if (derived?.secret !== secret) derived = { secret, key: Promise.resolve(createHash('sha256').update(secret).digest()) };
    return derived.key;
  }
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function loadOrCreateKey(db: Db): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await db.insert(appSettings).values({ key: KEY_SETTING, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY_SETTING));
  if (!row) throw new Error('session key missing after insert');
  return Buffer.from(row.value, 'base64');
}

/** AES-256-GCM: base64(iv | tag | ciphertext). */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function open(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

const MAX_OPENED = 5_000;
const opened = new WeakMap<Buffer, Map<string, string>>();

/**
 * `open` of a sealed text this key has opened before gives the same answer: AES-GCM is
 * deterministic, so the same key and the same sealed bytes pass (or fail) its check the same way
 * every time. The text opened last time is kept per key (bounded, oldest out): another key (a
 * rotated SESSION_SECRET) or other sealed bytes are opened, and checked, anew; a failure is never kept.
 * Issue 19 item 5: one AES-GCM open on every data call was the costliest step of the session read.
 */
function openOnce(key: Buffer, sealed: string): string {
  let byText = opened.get(key);
  if (!byText) {
    byText = new Map();
    opened.set(key, byText);
  }
  const known = byText.get(sealed);
  if (known !== undefined) return known;
  const plain = open(key, sealed);
  byText.set(sealed, plain);
  if (byText.size > MAX_OPENED) byText.delete(byText.keys().next().value as string);
  return plain;
}

/** A session's tokens as stored: each sealed with `seal`, all three with the same key at the same time. */
export type SealedTokens = { accessToken: string; refreshToken: string; idToken: string; accessTokenExpiresAt: Date };

/**
 * Opens a session's tokens: the access token at once (it throws when they were sealed with another
 * key), the refresh and ID tokens when first read, which most calls never do (issue 19 item 5:
 * three AES-GCM opens on every data call were 5 % of the plan list's CPU).
 */
export function openTokens(key: Buffer, sealed: SealedTokens): SealedTokens {
  const accessToken = openOnce(key, sealed.accessToken);
  let refreshToken: string | undefined;
  let idToken: string | undefined;
  return {
    accessToken,
    get refreshToken() {
      return (refreshToken ??= open(key, sealed.refreshToken));
    },
    get idToken() {
      return (idToken ??= open(key, sealed.idToken));
    },
    accessTokenExpiresAt: sealed.accessTokenExpiresAt,
  };
}
