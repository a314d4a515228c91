import { createDb } from '../db/client';
import { startIdentityProvider } from './start-identity-provider';

/**
 * The identity provider as a process of its own (e.g. its own container next to PostgreSQL).
 * With PGlite it must run inside the app host's process instead (one process per data folder).
 */
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const idp = await startIdentityProvider({ db: handle.db });
console.log(`identity provider listening, issuer ${idp.issuer}`);

const stop = async () => {
  await idp.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
