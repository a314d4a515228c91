import { css } from '@emotion/react';
import { INITIAL_CAN_OA } from '@port/shared/contracts/plan-list';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { tileGrid } from '@port/shared/ui/tile-card';
import { useCanOa } from '../api/get-can-oa';
import { visibleKinds } from '../model/account-kinds';
import { openAccountLandingMessages as t } from '../messages';
import { AccountKindCard } from './account-kind-card';

const grid = css`
  ${tileGrid}
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Every can_oa kind but HIDDEN; until the flags arrive each starts NOT_READY (a skeleton, spec §3). */
export function AccountKindList() {
  const { canOa, error, mutate } = useCanOa(true);
  return (
    <SectionCard title={t.kindsTitle} testId="oa-kinds">
      {error && !canOa ? (
        <SectionError error={error} title={t.loadError} onRetry={() => void mutate()} />
      ) : (
        <ul css={grid} aria-busy={!canOa}>
          {visibleKinds(canOa ?? INITIAL_CAN_OA).map(({ kind, readiness }) => (
            <AccountKindCard key={kind} kind={kind} readiness={readiness} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
