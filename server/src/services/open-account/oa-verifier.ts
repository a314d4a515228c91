import type { OaPartStatus } from '@port/shared/contracts/oa';

/**
 * Identity verification (NDID or a chip-card check) belongs to an outside service (issue 11).
 * A deployment plugs its own in with `setIdentityVerifier`. The embedded default checks nothing:
 * it accepts every application once it is submitted, names itself as a demo wherever its answer
 * is shown (issue 18), and the server refuses to start with it off a developer's machine unless
 * DEMO_MODE=true says the deployment is a demo (platform/production-secrets).
 */
export interface IdentityVerifier {
  /** The name the customer reads beside the verifier's answer. */
  name: string;
  /** True for a verifier that checks nothing (the embedded demo one). */
  demo: boolean;
  /** Called inside the submit; answers where the identity part stands ('pending' while the service works). */
  verify(input: {
    customerId: string;
    applicationId: number;
    accountKind: string;
  }): Promise<Extract<OaPartStatus, 'pending' | 'done' | 'rejected'>>;
}

export const embeddedDemoVerifier: IdentityVerifier = {
  name: 'ระบบสาธิต (ไม่ได้ตรวจสอบตัวตนจริง)',
  demo: true,
  verify: async () => 'done',
};

let current: IdentityVerifier = embeddedDemoVerifier;

export const identityVerifier = (): IdentityVerifier => current;

/** Replaces the verifier (null restores the embedded demo one). */
export function setIdentityVerifier(verifier: IdentityVerifier | null): void {
  current = verifier ?? embeddedDemoVerifier;
}
