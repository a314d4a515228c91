import { integer, text } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { plans } from './plans';

/** `customer_id`, required, referencing the customer the row belongs to. */
export const customerIdColumn = () =>
  text('customer_id')
    .notNull()
    .references(() => customers.id);

/** `plan_id`, required, referencing the plan the row belongs to. */
export const planIdColumn = () =>
  integer('plan_id')
    .notNull()
    .references(() => plans.id);
