import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateWithLock } from '../../src/db/client';
import { describeNeeding, postgresRun, postgresServer } from '../helpers/requirements';

/** A pool whose one client records the statements it is sent (the real driver is tested below on PostgreSQL). */
function recordingPool(failOn?: RegExp) {
  const sent: string[] = [];
  const client = {
    query: async (text: string) => {
      sent.push(text);
      if (failOn?.test(text)) throw Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
      return { rows: [] };
    },
    release: () => sent.push('release'),
  };
  return { sent, pool: { connect: async () => client } as unknown as pg.Pool };
}

describe('migrations take their lock with a timeout (issue 12 item 6)', () => {
  it('sets lock_timeout before waiting for the migration lock, and gives the connection back when it times out', async () => {
    const { sent, pool } = recordingPool(/pg_advisory_lock\(/);
    await expect(migrateWithLock(pool, 1500)).rejects.toMatchObject({ code: '55P03' });
    expect(sent.slice(0, 2)).toEqual(['set lock_timeout = 1500', 'select pg_advisory_lock(4241)']);
    expect(sent.at(-1)).toBe('release');
  });
});

// On the PostgreSQL run of the suite (scripts/test.sh): a real lock held by another instance.
describeNeeding('the migration lock on PostgreSQL (issue 12 item 6)', [postgresRun(), postgresServer()], () => {
  it('on PostgreSQL: an instance that cannot get the lock in time fails with 55P03 instead of waiting forever', async () => {
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      await holder.query('select pg_advisory_lock(4241)');
      await expect(migrateWithLock(pool, 200)).rejects.toMatchObject({ code: '55P03' });
    } finally {
      await holder.query('select pg_advisory_unlock(4241)');
      await holder.end();
      await pool.end();
    }
  });
});
