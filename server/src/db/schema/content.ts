import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** CMS articles read by tag (spec §7 /api/cms). */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleTh: text('title_th').notNull(),
  summaryTh: text('summary_th').notNull(),
  imageUrl: text('image_url').notNull(),
  url: text('url').notNull(),
  tags: text('tags').array().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** Open-account mail form requests (spec §7 /api/oa/private/mail/form-request). */
export const oaMailRequests = pgTable('oa_mail_requests', {
  id: serial('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
