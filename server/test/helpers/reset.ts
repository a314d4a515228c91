import { seedDatabase } from '../../src/db/seed/seed';
import type { Db } from '../../src/db/client';
import { testDb, truncateAll } from './db';

let seeded = false;

/** The shared test database, freshly seeded (truncate + reseed; once per file that asks). */
export async function resetDb(options: { force?: boolean } = {}): Promise<Db> {
  const handle = await testDb();
  if (!seeded || options.force !== false) {
    await truncateAll(handle);
    await seedDatabase(handle.db);
    seeded = true;
  }
  return handle.db;
}
