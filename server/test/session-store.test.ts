import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/sessions';
import { createSession, deleteSession, hashSessionId, readSession, updateSessionTokens } from '../src/auth/session-store';
import { testDb } from './helpers/db';
import type { Db } from '../src/db/client';

const tokens = () => ({
  accessToken: 'access-secret',
  refreshToken: 'refresh-secret',
  idToken: 'id-secret',
  accessTokenExpiresAt: new Date(Date.now() + 60_000),
});

describe('session store (ARCHITECTURE "Auth": sessions in the database)', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await testDb()).db;
  });

  it('stores only the id hash and sealed tokens, and reads them back', async () => {
    const rawId = await createSession(db, { customerId: 'C-X', subject: 'sub-x', tokens: tokens() });
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(rawId)));
    expect(row?.accessToken).not.toContain('access-secret');
    const rowsByRaw = await db.select().from(sessions).where(eq(sessions.idHash, rawId));
    expect(rowsByRaw).toHaveLength(0);
    const session = await readSession(db, rawId);
    expect(session?.customerId).toBe('C-X');
    expect(session?.tokens.refreshToken).toBe('refresh-secret');
  });

  it('on PostgreSQL the pool read (sent as it is) gives the same session as the query builder in a transaction', async () => {
    const rawId = await createSession(db, { customerId: 'C-X', subject: 'sub-x', tokens: tokens() });
    const pooled = await readSession(db, rawId);
    const built = await db.transaction((tx) => readSession(tx as unknown as Db, rawId));
    expect(pooled).not.toBeNull();
    expect(pooled).toEqual(built);
    expect(pooled?.tokens.idToken).toBe('id-secret');
    expect(pooled?.createdAt.getTime()).toBe(built?.createdAt.getTime());
  });

  it('expires after the idle timeout and after the absolute timeout', async () => {
    const rawId = await createSession(db, { customerId: 'C-X', subject: 'sub-x', tokens: tokens() });
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await readSession(db, rawId, { idleMs: 30 * 60 * 1000, absoluteMs: 1e9, now: later })).toBeNull();
    expect(await readSession(db, rawId)).toBeNull();
    const other = await createSession(db, { customerId: 'C-X', subject: 'sub-x', tokens: tokens() });
    expect(await readSession(db, other, { idleMs: 1e9, absoluteMs: 1000, now: new Date(Date.now() + 5000) })).toBeNull();
  });

  it('updates tokens and deletes', async () => {
    const rawId = await createSession(db, { customerId: 'C-X', subject: 'sub-x', tokens: tokens() });
    await updateSessionTokens(db, rawId, { ...tokens(), accessToken: 'new-access' });
    expect((await readSession(db, rawId))?.tokens.accessToken).toBe('new-access');
    await deleteSession(db, rawId);
    expect(await readSession(db, rawId)).toBeNull();
  });
});
