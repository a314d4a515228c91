import { bigserial, check, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { VITAL_NAMES } from '@port/shared/contracts/vitals';
import { oneOf } from './checks';

/**
 * Real-user metrics (issue 19 item 6): one row per metric of a sampled page load, nothing that
 * names a person (no customer, session, address or URL). Route, remote and version are checked
 * against the route table, the remotes list and the live versions before a row is written;
 * the table keeps at most VITALS_MAX_ROWS rows (the oldest go).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    route: text('route').notNull(),
    remote: text('remote'),
    remoteVersion: text('remote_version'),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [index('web_vitals_route_name_idx').on(t.route, t.name), check('web_vitals_name_check', oneOf(t.name, VITAL_NAMES))],
);
