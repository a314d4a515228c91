// Who the smoke load signs in as before a remote goes live (issue 20 item 3): a remote's pages are
// mostly a customer's, so the smoke signs in and checks them signed in, not only the public ones.
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { demoModeOn } from '../production-secrets';
import { RegistryRefusal } from './registry';

export interface SmokeCredentials {
  username: string;
  password: string;
}

/** The demo customer the smoke signs in as in a demo (approved, with plans, orders and tax-saving funds). */
export const SMOKE_DEMO_USERNAME = 'investor';

/**
 * SMOKE_USERNAME / SMOKE_PASSWORD (a test customer of the deployment); else, when the app host runs
 * the demo (DEMO_MODE, or a local app origin: the server's own rule), its demo investor. Anywhere else
 * without them the publish is refused: a flip never goes ahead with the signed-in pages unchecked.
 */
export function smokeCredentials(appOrigin: string, env: NodeJS.ProcessEnv): SmokeCredentials {
  const { SMOKE_USERNAME: username, SMOKE_PASSWORD: password } = env;
  if (username && password) return { username, password };
  if (username || password) throw new RegistryRefusal('set both SMOKE_USERNAME and SMOKE_PASSWORD, or neither');
  const demo = demoModeOn(appOrigin, env) ? DEMO_ACCOUNTS.find((account) => account.username === SMOKE_DEMO_USERNAME) : null;
  if (demo) return { username: demo.username, password: demo.password };
  throw new RegistryRefusal(
    `the smoke signs in before the flip and ${appOrigin} is not a demo: set SMOKE_USERNAME and SMOKE_PASSWORD (a test customer of this deployment)`,
  );
}
