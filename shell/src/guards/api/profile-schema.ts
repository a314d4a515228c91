import { profileSchema } from '@port/shared/contracts/auth';

/** GET /auth/profile as the shell reads it: anonymous visitors get a profile without `sub`, hence partial. */
export const profileResponseSchema = profileSchema.partial();
