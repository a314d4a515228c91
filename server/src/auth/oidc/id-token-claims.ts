import { z } from 'zod';

/** The claims the app needs from the identity provider (spec §7 profile: sub, name, customer_id). */
export const identityClaimsSchema = z.object({
  sub: z.string().min(1),
  name: z.string().default(''),
  customer_id: z.string().min(1),
  email: z.string().nullable().default(null),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/**
 * Reads the claims of an ID token this server already validated at sign-in or refresh and
 * keeps only server-side (signature checked then; here only decoded). Null when unreadable.
 */
export function readIdTokenClaims(idToken: string): IdentityClaims | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const parsed = identityClaimsSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
