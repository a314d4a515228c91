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

/** A session's tokens as stored: each sealed with `seal`, all three with the same key at the same time. */
export type SealedTokens = { accessToken: string; refreshToken: string; idToken: string; accessTokenExpiresAt: Date };

/**
 * Opens a session's tokens: the access token at once (it throws when they were sealed with another
 * key), the refresh and ID tokens when first read, which most calls never do (issue 19 item 5:
 * three AES-GCM opens on every data call were 5 % of the plan list's CPU).
 */
export function openTokens(key: Buffer, sealed: SealedTokens): SealedTokens {
  const accessToken = open(key, sealed.accessToken);
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
