// The app host as the server benches run it (soak.mjs, throughput.mjs, throughput-profile.mjs):
// PostgreSQL from DATABASE_URL (run inside scripts/lib/with-postgres.sh, with `node --import tsx`),
// the seed, no request log, on a free port of 127.0.0.1; a demo customer's session cookie is made
// in the session store directly (no identity provider in the loop).

const { buildApp } = await import('../../server/src/app.ts');
const { loadConfig } = await import('../../server/src/config.ts');
const { createDb } = await import('../../server/src/db/client.ts');
const { seedDatabase } = await import('../../server/src/db/seed/seed.ts');
const { createSession, SESSION_COOKIE } = await import('../../server/src/auth/session-store.ts');
const { DEMO_ACCOUNTS } = await import('../../server/src/db/seed/demo-accounts.ts');

/** `what` names the bench in the error when DATABASE_URL is missing. */
export async function startBenchServer(what) {
  if (!process.env.DATABASE_URL) throw new Error(`${what} needs DATABASE_URL (run it inside scripts/lib/with-postgres.sh)`);
  const config = loadConfig({ ...process.env, LOG_REQUESTS: '', DEBUG_LOGGING: '' });
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
  await seedDatabase(handle.db);
  const app = await buildApp(config, handle.db, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    handle,
    base: `http://127.0.0.1:${app.server.address().port}`,
    /** The `cookie` header of a new session of the demo customer `username`, valid for an hour. */
    async cookieOf(username) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
      if (!account) throw new Error(`no demo account '${username}'`);
      const rawId = await createSession(handle.db, {
        customerId: account.customerId,
        subject: account.subject,
        tokens: {
          accessToken: 'bench-access',
          refreshToken: 'bench-refresh',
          idToken: 'bench-id',
          accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
        },
      });
      return `${SESSION_COOKIE}=${rawId}`;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
