import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { oidcKeys } from '../db/schema/auth';

const SIGNING_KEY_ID = 'signing-rs256-1';
const COOKIE_KEY_ID = 'cookie-keys-1';

const signingJwkSchema = z.looseObject({ kty: z.literal('RSA'), kid: z.string(), d: z.string(), n: z.string() });
const cookieKeysSchema = z.object({ keys: z.array(z.string().min(32)).min(1) });

export type SigningJwk = z.infer<typeof signingJwkSchema>;
export type ProviderKeys = { jwks: { keys: SigningJwk[] }; cookieKeys: string[] };

/**
 * Signing key and cookie keys of the identity provider: generated on first start and stored,
 * so ID tokens stay verifiable across restarts and every instance signs with the same key.
 * The insert is a no-op when another instance won the race; the stored row always wins.
 */
export async function loadOrCreateProviderKeys(db: Db): Promise<ProviderKeys> {
  const signing = signingJwkSchema.parse(await loadOrCreate(db, SIGNING_KEY_ID, 'jwk', newSigningJwk));
  const cookies = cookieKeysSchema.parse(await loadOrCreate(db, COOKIE_KEY_ID, 'cookie', newCookieKeys));
  return { jwks: { keys: [signing] }, cookieKeys: cookies.keys };
}

async function loadOrCreate(
  db: Db,
  id: string,
  kind: string,
  create: () => Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [existing] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (existing) return existing.material;
  await db.insert(oidcKeys).values({ id, kind, material: create() }).onConflictDoNothing();
  const [row] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (!row) throw new Error(`identity provider key ${id} missing after insert`);
  return row.material;
}

function newSigningJwk(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

function newCookieKeys(): Record<string, unknown> {
  return { keys: [randomBytes(32).toString('base64url')] };
}
