import { css } from '@emotion/react';
import { useState } from 'react';
import { INITIAL_CAN_OA } from '@port/shared/contracts/plan-list';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { tileGrid } from '@port/shared/ui/tile-card';
import { useCanOa } from '../api/get-can-oa';
import { useSlow } from '@port/shared/ui/use-slow';
import { SLOW_SECTION_MS } from '../model/slow-section';
import { firstReadyKind, visibleKinds } from '../model/account-kinds';
import { openAccountLandingMessages as t } from '../messages';
import { AccountKindCard } from './account-kind-card';

const grid = css`
  ${tileGrid}
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Every can_oa kind but HIDDEN; until the flags arrive each starts NOT_READY (a skeleton, spec §3).
 * A failure, or no answer after `slowMs`, ends in a Thai message with a retry, never an endless skeleton.
 */
export function AccountKindList({ slowMs = SLOW_SECTION_MS }: { slowMs?: number }) {
  const { canOa, error, mutate } = useCanOa(true);
  const [attempt, setAttempt] = useState(0);
  const slow = useSlow(!canOa && !error, slowMs, attempt);
  const retry = () => {
    setAttempt((n) => n + 1);
    void mutate();
  };
  const kinds = visibleKinds(canOa ?? INITIAL_CAN_OA);
  const primary = firstReadyKind(kinds);
  return (
    <SectionCard title={t.kindsTitle} testId="oa-kinds">
      {!canOa && (error || slow) ? (
        <SectionError error={error ?? new Error(t.slowKinds)} title={t.loadError} onRetry={retry} />
      ) : (
        <ul css={grid} aria-busy={!canOa}>
          {kinds.map(({ kind, readiness }) => (
            <AccountKindCard key={kind} kind={kind} readiness={readiness} primary={kind === primary} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
