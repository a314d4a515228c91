import { defineConfig } from 'drizzle-kit';

// One schema for both drivers (PGlite embedded, node-postgres with DATABASE_URL); migrations are append-only.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
