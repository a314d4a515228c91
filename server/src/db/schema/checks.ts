import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dcaProfileStatusSchema } from '@port/shared/contracts/pra';

/** A CHECK that the column holds one of the values (the shared contract's enum), so no read needs a fallback. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

/** Order lifecycle (spec §4 pending orders): placed, cancelled by the customer, or done. */
export const ORDER_STATUSES = ['pending', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A DCA profile's own state (spec §3 trading.dca_profiles). */
export const DCA_PROFILE_STATUSES = dcaProfileStatusSchema.options;
