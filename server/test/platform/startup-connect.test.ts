import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectForStartup } from '../../src/db/client';

/** A pool whose connection attempts fail with `failures` in turn, then succeed. */
function poolFailing(failures: Error[]) {
  const client = { release: () => undefined } as unknown as pg.PoolClient;
  let attempts = 0;
  return {
    attempts: () => attempts,
    connect: async () => {
      const failure = failures[attempts];
      attempts += 1;
      if (failure) throw failure;
      return client;
    },
    client,
  };
}

describe('the start-up connection (issue 21 item 1: an app host on loaded cores must not exit on one slow connect)', () => {
  it('tries again after attempts that timed out (pg-pool and pg.Client messages), and returns the connection', async () => {
    const pool = poolFailing([new Error('timeout expired'), new Error('Connection terminated due to connection timeout')]);
    await expect(connectForStartup(pool, 60_000)).resolves.toBe(pool.client);
    expect(pool.attempts()).toBe(3);
  });

  it('gives up with the last error once the deadline has passed', async () => {
    let clock = 0;
    const pool = poolFailing(Array.from({ length: 10 }, () => new Error('timeout expired')));
    const slowPool = {
      connect: async () => {
        clock += 1_000;
        return pool.connect();
      },
    };
    await expect(connectForStartup(slowPool, 3_000, () => clock)).rejects.toThrow('timeout expired');
    expect(pool.attempts()).toBe(3);
  });

  it('does not retry a refused connection or a rejected password: the start fails at once, as before', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const pool = poolFailing([refused]);
    await expect(connectForStartup(pool, 60_000)).rejects.toBe(refused);
    expect(pool.attempts()).toBe(1);
    const password = poolFailing([Object.assign(new Error('password authentication failed for user "port"'), { code: '28P01' })]);
    await expect(connectForStartup(password, 60_000)).rejects.toThrow('password authentication failed');
    expect(password.attempts()).toBe(1);
  });
});
