import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, purgeExpiredSessions, readSession } from '../src/auth/session-store';
import type { Db } from '../src/db/client';
import { testDb } from './helpers/db';

const tokens = () => ({ accessToken: 'a', refreshToken: 'r', idToken: 'i', accessTokenExpiresAt: new Date(Date.now() + 60_000) });

describe('expired sessions are purged (ARCHITECTURE "Auth": sessions in the database)', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await testDb()).db;
  });

  it('removes sessions past the idle or absolute lifetime and keeps live ones', async () => {
    const live = await createSession(db, { customerId: 'C-P', subject: 'sub-p', tokens: tokens() });
    await purgeExpiredSessions(db, { idleMs: 1e9, absoluteMs: 1e9 });
    expect(await readSession(db, live)).not.toBeNull();
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await purgeExpiredSessions(db, { idleMs: 30 * 60 * 1000, absoluteMs: 1e9, now: later })).toBeGreaterThanOrEqual(1);
    expect(await readSession(db, live)).toBeNull();
  });
});
