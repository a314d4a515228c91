import type { OaPartStatus } from '@port/shared/contracts/oa';

/**
 * Identity verification (NDID or a chip-card check) belongs to an outside service (issue 11).
 * A deployment plugs its own in with `setIdentityVerifier`; the embedded default accepts every
 * application once it is submitted, so the demo shows the identity part as done.
 */
export interface IdentityVerifier {
  /** Called inside the submit; answers where the identity part stands ('pending' while the service works). */
  verify(input: {
    customerId: string;
    applicationId: number;
    accountKind: string;
  }): Promise<Extract<OaPartStatus, 'pending' | 'done' | 'rejected'>>;
}

export const acceptingVerifier: IdentityVerifier = { verify: async () => 'done' };

let current: IdentityVerifier = acceptingVerifier;

export const identityVerifier = (): IdentityVerifier => current;

/** Replaces the verifier (null restores the embedded default). */
export function setIdentityVerifier(verifier: IdentityVerifier | null): void {
  current = verifier ?? acceptingVerifier;
}
