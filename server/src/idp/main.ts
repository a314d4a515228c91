import { createDb } from '../db/client';
import { demoModeOn } from '../platform/production-secrets';
import { startIdentityProvider } from './start-identity-provider';

/**
 * The identity provider as a process of its own (e.g. its own container next to PostgreSQL).
 * With PGlite it must run inside the app host's process instead (one process per data folder).
 */
// It knows only the seed's demo accounts: off a developer's machine it runs only as a declared demo.
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:3000';
const demoMode = demoModeOn(appOrigin, process.env);
if (!demoMode) {
  console.error(
    `refusing to start the embedded identity provider for ${appOrigin}: it signs in demo accounts only (set DEMO_MODE=true for a demo)`,
  );
  process.exit(1);
}
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const idp = await startIdentityProvider({ db: handle.db, listDemoAccounts: demoMode });
console.log(`identity provider listening, issuer ${idp.issuer}`);

const stop = async () => {
  await idp.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
