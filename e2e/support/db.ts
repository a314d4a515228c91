import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Direct writes to the suite's PostgreSQL, for states that otherwise take real time to reach.
 * Each use is named in the test that makes it: it is the one thing the suite sets behind the app's back.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Marks the access token of the session behind this cookie value as expired (the lifetime has passed). */
export async function expireAccessToken(sessionCookie: string): Promise<void> {
  const idHash = createHash('sha256').update(sessionCookie).digest('hex');
  const result = await withDatabase((db) =>
    db.query("update sessions set access_token_expires_at = now() - interval '1 second' where id_hash = $1", [idHash]),
  );
  if (result.rowCount !== 1) throw new Error('no session row for this cookie');
}
