import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The registry of remote versions (issue 20 item 2): every flip of a remote's live version is one
 * row (a publish or a rollback), with who, when and the version it replaced. Never updated.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    manifestHash: text('manifest_hash').notNull(),
    action: text('action', { enum: ['publish', 'rollback'] }).notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    previousVersion: text('previous_version'),
  },
  (table) => [index('remote_releases_remote_idx').on(table.remote, table.id)],
);

/** The live release of each remote: what `/remotes.json` answers. One row per remote. */
export const remoteLive = pgTable('remote_live', {
  remote: text('remote').primaryKey(),
  releaseId: integer('release_id')
    .notNull()
    .references(() => remoteReleases.id),
});

/** A publish in progress per remote: a second one at the same time is refused. */
export const remotePublishLocks = pgTable('remote_publish_locks', {
  remote: text('remote').primaryKey(),
  holder: text('holder').notNull(),
  since: timestamp('since', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
