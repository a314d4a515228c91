import type { OpenAccountReadiness } from '@port/shared/contracts/enums';
import type { CanOa } from '@port/shared/contracts/plan-list';
import type { OaAccountKind } from '@port/shared/contracts/oa';

/** The can_oa kinds (spec §3) in the order the landing shows them: the usual first account first. */
export const KIND_ORDER: readonly OaAccountKind[] = ['omnibus', 'segregate', 'kkp_savings', 'daingern_invest', 'siam_validus'];

export type ShownReadiness = Exclude<OpenAccountReadiness, 'HIDDEN'>;

/** The kinds to show with their readiness; HIDDEN ones are left out (spec §4). */
export function visibleKinds(canOa: CanOa): { kind: OaAccountKind; readiness: ShownReadiness }[] {
  return KIND_ORDER.flatMap((kind) => {
    const readiness = canOa[kind];
    return readiness === 'HIDDEN' ? [] : [{ kind, readiness }];
  });
}

/** Where the start button goes: the create flow, with ?account= for anything but omnibus. */
export const createPath = (kind: OaAccountKind): string =>
  kind === 'omnibus' ? '/oa-landing/create' : `/oa-landing/create?account=${encodeURIComponent(kind)}`;

/** The one kind whose start is the page's primary action (the first READY one); the others are outlined. */
export const firstReadyKind = (kinds: readonly { kind: OaAccountKind; readiness: ShownReadiness }[]): OaAccountKind | null =>
  kinds.find((k) => k.readiness === 'READY')?.kind ?? null;
