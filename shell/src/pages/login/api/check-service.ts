import { otherPaths } from '@port/shared/contracts/api-paths';
import { isHttpError } from '@port/shared/http/http-error';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * One cheap call (GET /api/feature-flags) before handing over to sign-in: in maintenance (503/'90')
 * or under load ('92', timeout) the shared client already shows /maintenance or /over-capacity
 * (spec §8), and starting a sign-in the server would refuse makes no sense. Any other failure of
 * this call does not stop the sign-in; so its body is not read (a malformed one would not stop it
 * either), and zod stays out of the shell's first load (issue 19 item 2).
 */
export async function isServiceAvailable(): Promise<boolean> {
  try {
    await getHttpClient().get(otherPaths.featureFlags);
    return true;
  } catch (error) {
    return !(isHttpError(error) && error.redirected);
  }
}
