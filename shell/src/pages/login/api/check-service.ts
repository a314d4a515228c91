import { otherPaths } from '@port/shared/contracts/api-paths';
import { featureFlagsSchema } from '@port/shared/contracts/feature-flags';
import { isHttpError } from '@port/shared/http/http-error';
import { getHttpClient } from '@port/shared/http/get-http-client';

/**
 * One cheap call (GET /api/feature-flags) before handing over to sign-in: in maintenance (503/'90')
 * or under load ('92', timeout) the shared client already shows /maintenance or /over-capacity
 * (spec §8), and starting a sign-in the server would refuse makes no sense. Any other failure of
 * this call does not stop the sign-in.
 */
export async function isServiceAvailable(): Promise<boolean> {
  try {
    await getHttpClient().get(otherPaths.featureFlags, { schema: featureFlagsSchema });
    return true;
  } catch (error) {
    return !(isHttpError(error) && error.redirected);
  }
}
