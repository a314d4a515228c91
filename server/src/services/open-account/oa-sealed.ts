import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';

const KEY_SETTING = 'personal_data_key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The AES-256 key for personal data of open-account applications (issue 11). Its own key, not
 * the session-token key: from PERSONAL_DATA_SECRET when set, otherwise generated once and kept in
 * the database so every instance shares it (like the session key of auth/token-cipher.ts).
 */
export function personalDataKey(db: Db): Promise<Buffer> {
  const secret = process.env.PERSONAL_DATA_SECRET;
  if (secret) return Promise.resolve(createHash('sha256').update(`personal-data:${secret}`).digest());
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreate(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: Db): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY_SETTING));
  if (!row) throw new Error('personal data key missing after insert');
  return Buffer.from(row.value, 'base64');
}

/**
 * AES-256-GCM with associated data (e.g. 'application:12:identity'): a sealed value copied to
 * another application or step does not open. Format: base64(iv | tag | ciphertext).
 */
export function sealWith(key: Buffer, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openWith(key: Buffer, context: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * A keyed hash of a national ID number (HMAC-SHA-256 under a key derived from the personal-data
 * key): equal numbers give equal hashes, so a second customer with the same number is found
 * without the number being stored or the hash being guessable from the 13 digits alone.
 */
export async function nationalIdHash(db: Db, idNumber: string): Promise<string> {
  const hashKey = createHmac('sha256', await personalDataKey(db))
    .update('national-id-hash')
    .digest();
  return createHmac('sha256', hashKey).update(idNumber, 'utf8').digest('base64');
}
