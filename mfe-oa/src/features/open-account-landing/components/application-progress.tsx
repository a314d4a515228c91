import { useState } from 'react';
import type { OaAccountKind, OaPartStatus } from '@port/shared/contracts/oa';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { StatusBadge } from '@port/shared/ui/status-badge';
import { theme, type Tone } from '@port/shared/ui/theme';
import { useApplicationProgress } from '../api/get-application-progress';
import { useSlow } from '@port/shared/ui/use-slow';
import { SLOW_SECTION_MS } from '../model/slow-section';
import { PART_STATUS_TEXT, PART_TEXT, openAccountLandingMessages as t } from '../messages';

const TONE: Record<OaPartStatus, Tone> = { not_started: 'none', pending: 'warning', done: 'success', rejected: 'danger' };

/** Where a submitted application stands, per part (issue 11: identity, suitability, bank/ATS); a failure or a slow answer offers a retry. */
export function ApplicationProgress({ kind, slowMs = SLOW_SECTION_MS }: { kind: OaAccountKind; slowMs?: number }) {
  const { data, error, mutate } = useApplicationProgress(kind);
  const [attempt, setAttempt] = useState(0);
  const slow = useSlow(!data && !error, slowMs, attempt);
  const retry = () => {
    setAttempt((n) => n + 1);
    void mutate();
  };
  if (!data && (error || slow))
    return <SectionError error={error ?? new Error(t.slowProgress)} title={t.progressError} onRetry={retry} />;
  if (!data) return <SkeletonBlock height={96} label={t.progressTitle} />;
  if (data.status !== 'submitted') return <p>{t.progressUnknown}</p>;
  const pending = Object.values(data.progress).some((part) => part === 'pending');
  return (
    <>
      {pending ? <p css={{ marginTop: 0, color: theme.color.textMuted }}>{t.progressPending}</p> : null}
      <dl aria-label={t.progressTitle} css={{ margin: 0, display: 'grid', gap: theme.space.xs }}>
        {(Object.keys(PART_TEXT) as (keyof typeof PART_TEXT)[]).map((part) => (
          <div key={part} css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, alignItems: 'center' }}>
            <dt>{PART_TEXT[part]}</dt>
            <dd css={{ margin: 0, whiteSpace: 'nowrap', flexShrink: 0 }}>
              <StatusBadge tone={TONE[data.progress[part]]}>{PART_STATUS_TEXT[data.progress[part]]}</StatusBadge>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
