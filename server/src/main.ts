import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { startEmbeddedIdentityProviderIfEnabled } from './idp/start-identity-provider';

/**
 * The app host process: config → database (migrate, seed when empty) → embedded identity
 * provider (unless IDP_ENABLED=false) → HTTP on PORT.
 */
const config = loadConfig();
const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (await seedDatabase(handle.db)) console.log('seeded demo data');
const idp = await startEmbeddedIdentityProviderIfEnabled({ db: handle.db, config: config.auth });
if (idp) console.log(`identity provider: ${idp.issuer}`);
const app = await buildApp(config, handle.db);
await app.listen({ port: config.PORT, host: config.HOST });
console.log(`app host: http://${config.HOST}:${config.PORT} (${handle.driver}${config.MAINTENANCE_MODE ? ', maintenance mode' : ''})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await idp?.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
