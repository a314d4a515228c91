import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State of the embedded identity provider (oidc-provider models: Session, Interaction,
 * AuthorizationCode, AccessToken, RefreshToken, Grant, ...). Kept in the database so that
 * a restart or a second server instance sees the same sign-ins (ARCHITECTURE "Server").
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Key material generated once and reused: 'jwk' = token signing key, 'cookie' = provider cookie key. */
export const oidcKeys = pgTable('oidc_keys', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One BFF sign-in attempt (authorization code + PKCE + state + nonce). The row id is the
 * SHA-256 of a random value held only in the browser's HttpOnly binding cookie.
 */
export const authLoginTransactions = pgTable('auth_login_transactions', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  used: boolean('used').notNull().default(false),
});
