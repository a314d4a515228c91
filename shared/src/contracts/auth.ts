import { z } from 'zod';

/**
 * GET /auth/profile. An anonymous visitor gets 200 with sub '' and logged_in false (so public
 * pages never trigger a login redirect); `sub` missing/empty means "not logged in" for the
 * auth guard (spec §5).
 */
export const profileSchema = z.object({
  sub: z.string(),
  name: z.string(),
  customer_id: z.string(),
  email: z.string().nullable(),
  logged_in: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** /auth/login query (spec §7): return_url (a same-origin path), action=login, device=web. */
export const loginQuerySchema = z.object({
  return_url: z.string().max(2000).optional(),
  action: z.literal('login').optional(),
  device: z.enum(['web', 'app']).optional(),
});
export type LoginQuery = z.infer<typeof loginQuerySchema>;

/** POST /auth/refresh answers `{ data: { refreshed: true } }` with 200, else 401. */
export const refreshResultSchema = z.object({ refreshed: z.literal(true) });
