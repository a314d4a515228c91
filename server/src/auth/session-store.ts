import { hash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import { pgPoolOf, type Db } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { customers } from '../db/schema/customers';
import { openTokens, seal, sessionKey } from './token-cipher';

/** The session cookie's name over plain http (development, e2e on http://localhost). */
export const SESSION_COOKIE = 'port_sid';
/** Its name when Secure on an https origin: the browser then refuses it from a sub-domain or a non-/ path. */
export const SECURE_SESSION_COOKIE = '__Host-port_sid';

export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  accessTokenExpiresAt: Date;
};

export type Session = {
  idHash: string;
  customerId: string;
  subject: string;
  tokens: SessionTokens;
  createdAt: Date;
  lastSeenAt: Date;
  /** customers.portfolio_version when the session was read (null if the customer row is gone). */
  portfolioVersion: number | null;
};

export type SessionTimeouts = { idleMs: number; absoluteMs: number; now?: Date };

const DEFAULT_IDLE_MS = 30 * 60 * 1000;
const DEFAULT_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function sessionTimeouts(): SessionTimeouts {
  return {
    idleMs: envMs('SESSION_IDLE_MS', DEFAULT_IDLE_MS),
    absoluteMs: envMs('SESSION_ABSOLUTE_MS', DEFAULT_ABSOLUTE_MS),
  };
}

/** SHA-256 of the raw id, hex; the one-shot `hash` (issue 19 item 5: a third of `createHash`'s cost). */
export function hashSessionId(rawId: string): string {
  return hash('sha256', rawId, 'hex');
}

/** Creates a session and returns the raw id for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  input: { customerId: string; subject: string; tokens: SessionTokens; authenticatedAt?: Date },
): Promise<string> {
  const rawId = randomBytes(32).toString('base64url');
  const key = await sessionKey(db);
  const now = new Date();
  // The absolute lifetime counts from the moment the password was typed (the ID token's auth_time),
  // so a silent sign-in at the provider cannot stretch it.
  const createdAt = input.authenticatedAt && input.authenticatedAt < now ? input.authenticatedAt : now;
  await db.insert(sessions).values({
    idHash: hashSessionId(rawId),
    customerId: input.customerId,
    subject: input.subject,
    accessToken: seal(key, input.tokens.accessToken),
    refreshToken: seal(key, input.tokens.refreshToken),
    idToken: seal(key, input.tokens.idToken),
    accessTokenExpiresAt: input.tokens.accessTokenExpiresAt,
    createdAt,
    lastSeenAt: now,
  });
  return rawId;
}

/**
 * The session read of every data call, as one prepared statement per database (issue 19 item 5):
 * built once instead of per request, and parsed and planned once per connection by PostgreSQL.
 * The customer's portfolio version rides along (one round trip): it keys the plan-list cache.
 */
const prepareSessionRead = (db: Db) =>
  db
    .select({ session: sessions, portfolioVersion: customers.portfolioVersion })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('read_session');
const sessionReads = new WeakMap<Db, ReturnType<typeof prepareSessionRead>>();

type JoinedSession = { session: typeof sessions.$inferSelect; portfolioVersion: number | null };

/**
 * The same read sent to a pg pool as it is (issue 19 item 5): drizzle's prepared query wraps each
 * execution in three async layers and maps the row column by column (≈ 3 % of a cached plan
 * list's CPU in the profile). Its own statement name: a transaction on the same pool still uses drizzle's.
 * Timestamps travel as text and become Dates as drizzle makes them (`new Date(text)`).
 */
const RAW_SESSION_READ = {
  name: 'read_session_raw',
  text:
    'select s.id_hash, s.customer_id, s.subject, s.access_token, s.refresh_token, s.id_token,' +
    ' s.access_token_expires_at::text, s.created_at::text, s.last_seen_at::text, c.portfolio_version' +
    ' from "sessions" s left join "customers" c on c.id = s.customer_id where s.id_hash = $1',
  rowMode: 'array',
} as const;

type RawSessionRow = [string, string, string, string, string, string, string, string, string, number | null];

async function readSessionRaw(pool: pg.Pool, idHash: string): Promise<JoinedSession | undefined> {
  const { rows } = await pool.query<RawSessionRow>({ ...RAW_SESSION_READ, values: [idHash] });
  return joinedSession(rows[0]);
}

function joinedSession(row: RawSessionRow | undefined): JoinedSession | undefined {
  if (!row) return undefined;
  return {
    session: {
      idHash: row[0],
      customerId: row[1],
      subject: row[2],
      accessToken: row[3],
      refreshToken: row[4],
      idToken: row[5],
      accessTokenExpiresAt: new Date(row[6]),
      createdAt: new Date(row[7]),
      lastSeenAt: new Date(row[8]),
    },
    portfolioVersion: row[9],
  };
}

async function sessionRead(db: Db, idHash: string): Promise<JoinedSession | undefined> {
  const pool = pgPoolOf(db);
  if (pool) return readSessionRaw(pool, idHash);
  let read = sessionReads.get(db);
  if (!read) {
    read = prepareSessionRead(db);
    sessionReads.set(db, read);
  }
  const [joined] = await read.execute({ idHash });
  return joined;
}

/**
 * Reads a live session, or null when unknown, idle too long or past its absolute lifetime
 * (an expired session is deleted). A live session's last_seen is touched.
 */
export async function readSession(
  db: Db,
  rawId: string | undefined,
  timeouts: SessionTimeouts = sessionTimeouts(),
): Promise<Session | null> {
  if (!rawId) return null;
  const idHash = hashSessionId(rawId);
  const joined = await sessionRead(db, idHash);
  if (!joined) return null;
  const row = joined.session;
  const now = timeouts.now ?? new Date();
  const idle = now.getTime() - row.lastSeenAt.getTime() > timeouts.idleMs;
  const tooOld = now.getTime() - row.createdAt.getTime() > timeouts.absoluteMs;
  if (idle || tooOld) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  // Touch at most once a minute: idle expiry stays accurate to a minute without a write per request.
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const key = await sessionKey(db);
  let tokens: SessionTokens;
  try {
    tokens = openTokens(key, row);
  } catch {
    // Sealed with another key (e.g. SESSION_SECRET rotated): the session cannot be used.
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  return {
    idHash,
    customerId: row.customerId,
    subject: row.subject,
    tokens,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    portfolioVersion: joined.portfolioVersion,
  };
}

/** Stores refreshed tokens (after a refresh-token grant). */
export async function updateSessionTokens(db: Db, rawId: string, tokens: SessionTokens): Promise<void> {
  const key = await sessionKey(db);
  await db
    .update(sessions)
    .set({
      accessToken: seal(key, tokens.accessToken),
      refreshToken: seal(key, tokens.refreshToken),
      idToken: seal(key, tokens.idToken),
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    })
    .where(eq(sessions.idHash, hashSessionId(rawId)));
}

export async function deleteSession(db: Db, rawId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(rawId)));
}

/**
 * Deletes sessions past their idle or absolute lifetime: readSession refuses them anyway, this
 * keeps the table from growing with sessions whose cookie never comes back. Returns the count.
 */
export async function purgeExpiredSessions(db: Db, timeouts: SessionTimeouts = sessionTimeouts()): Promise<number> {
  const now = (timeouts.now ?? new Date()).getTime();
  const deleted = await db
    .delete(sessions)
    .where(
      or(lt(sessions.lastSeenAt, new Date(now - timeouts.idleMs)), lt(sessions.createdAt, new Date(now - timeouts.absoluteMs))),
    )
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
