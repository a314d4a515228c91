import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/app-settings';

const KEY_SETTING = 'session_token_key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The AES-256 key sealing session tokens: derived from SESSION_SECRET when set, otherwise
 * generated once and stored in the database so every server instance shares it.
 */
export function sessionKey(db: Db): Promise<Buffer> {
  const secret = process.env.SESSION_SECRET;
  if (secret) return Promise.resolve(createHash('sha256').update(secret).digest());
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
