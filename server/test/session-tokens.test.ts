import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/sessions';
import { createSession, hashSessionId, readSession } from '../src/auth/session-store';
import { testDb } from './helpers/db';
import type { Db } from '../src/db/client';

const tokens = () => ({
  accessToken: 'access-secret',
  refreshToken: 'refresh-secret',
  idToken: 'id-secret',
  accessTokenExpiresAt: new Date(Date.now() + 60_000),
});

/**
 * Issue 19 item 5: the session read opens the access token at once and the refresh and ID tokens
 * only when a route reads them; a session sealed with another key is still refused and removed.
 */
describe('session tokens opened on demand (ARCHITECTURE "Auth"; issue 19 item 5)', () => {
  let db: Db;
  const secret = process.env.SESSION_SECRET;
  beforeAll(async () => {
    db = (await testDb()).db;
  });
  afterEach(() => {
    if (secret === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = secret;
  });

  it('every token reads back as sealed, the lazily opened ones too', async () => {
    process.env.SESSION_SECRET = 'tokens-test-secret-one';
    const sealed = tokens();
    const rawId = await createSession(db, { customerId: 'C-T', subject: 'sub-t', tokens: sealed });
    const session = await readSession(db, rawId);
    expect(session?.tokens.idToken).toBe('id-secret');
    expect(session?.tokens.refreshToken).toBe('refresh-secret');
    expect(session?.tokens).toEqual(sealed);
  });

  it('after the key changes (SESSION_SECRET rotated) the session is refused and deleted', async () => {
    process.env.SESSION_SECRET = 'tokens-test-secret-one';
    const rawId = await createSession(db, { customerId: 'C-T', subject: 'sub-t', tokens: tokens() });
    expect((await readSession(db, rawId))?.customerId).toBe('C-T');
    process.env.SESSION_SECRET = 'tokens-test-secret-two';
    expect(await readSession(db, rawId)).toBeNull();
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSessionId(rawId))),
    ).toHaveLength(0);
  });
});
