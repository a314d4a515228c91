import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

export const FIRST_PARTY_SCOPE = 'openid profile offline_access';
export const FIRST_PARTY_CLAIMS = ['sub', 'name', 'customer_id'];

/**
 * The BFF is the distributor's own client: its grant is given without a consent screen.
 * An existing grant is topped up with any scope the request lacks, so the consent prompt
 * never appears for it (oidc-provider's `loadExistingGrant` pattern).
 */
export function createLoadExistingGrant(firstPartyClientId: string) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (client.clientId !== firstPartyClientId) return existing;
    const grant = existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(FIRST_PARTY_SCOPE);
    grant.addOIDCClaims(FIRST_PARTY_CLAIMS);
    await grant.save();
    return grant;
  };
}
