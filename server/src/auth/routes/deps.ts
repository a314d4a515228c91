import type { Db } from '../../db/client';
import type { AuthConfig } from '../oidc/auth-config';
import type { OidcClient } from '../oidc/oidc-client';

/** What every sign-in route needs: the database, the settings and the (lazily discovered) client. */
export type AuthRouteDeps = { db: Db; config: AuthConfig; getClient: () => Promise<OidcClient> };
