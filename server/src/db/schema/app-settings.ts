import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-wide settings that every instance must share, e.g. the generated session key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
