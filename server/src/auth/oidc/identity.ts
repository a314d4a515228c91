import * as client from 'openid-client';
import { identityClaimsSchema, type IdentityClaims } from './id-token-claims';

/**
 * The signed-in person from the token response: the validated ID token's claims, completed
 * from the userinfo endpoint when the issuer keeps name/customer_id out of its ID tokens
 * (OIDC Core 5.4), so any OpenID Connect issuer works. Throws when customer_id is nowhere.
 */
export async function resolveIdentity(
  config: client.Configuration,
  tokens: { access_token: string; claims(): client.IDToken | undefined },
): Promise<IdentityClaims> {
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('the provider sent no ID token');
  const fromIdToken = identityClaimsSchema.safeParse(idClaims);
  if (fromIdToken.success && fromIdToken.data.name !== '') return fromIdToken.data;
  const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  return identityClaimsSchema.parse({ ...userinfo, ...stripEmpty(idClaims) });
}

function stripEmpty(claims: client.IDToken): Record<string, unknown> {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined && value !== ''));
}
