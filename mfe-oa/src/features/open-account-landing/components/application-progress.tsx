import { useState } from 'react';
import type { OaAccountKind, OaApplication, OaPartStatus } from '@port/shared/contracts/oa';
import { formatDate, formatDateTime } from '@port/shared/format/date';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { StatusBadge } from '@port/shared/ui/status-badge';
import { theme, type Tone } from '@port/shared/ui/theme';
import { useApplicationProgress } from '../api/get-application-progress';
import { useSlow } from '@port/shared/ui/use-slow';
import { SLOW_SECTION_MS } from '../model/slow-section';
import { PART_ABOUT, PART_STATUS_TEXT, PART_TEXT, openAccountLandingMessages as t } from '../messages';

const TONE: Record<OaPartStatus, Tone> = { not_started: 'none', pending: 'warning', done: 'success', rejected: 'danger' };
const muted = { display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;

/**
 * Where a submitted application stands (issue 11, 18): when it was sent, each part that is checked
 * (identity, suitability, bank/ATS) with what it means, and the day the answer is due. An identity
 * accepted by a demo verifier says so. A failure or a slow answer offers a retry.
 */
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
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }} data-testid="oa-progress">
      {data.submitted_at ? <p css={{ margin: 0 }}>{t.submittedAt(formatDateTime(data.submitted_at))}</p> : null}
      {data.answer_expected_by ? (
        <p css={{ margin: 0, fontWeight: theme.font.weight.medium }}>
          {t.answerBy(formatDate(data.answer_expected_by, { long: true }))}
        </p>
      ) : null}
      <dl aria-label={t.checking} css={{ margin: 0, display: 'grid', gap: theme.space.sm }}>
        {(Object.keys(PART_TEXT) as (keyof typeof PART_TEXT)[]).map((part) => (
          <PartRow key={part} part={part} app={data} />
        ))}
      </dl>
    </div>
  );
}

function PartRow({ part, app }: { part: keyof typeof PART_TEXT; app: OaApplication }) {
  const status = app.progress[part];
  const check = part === 'identity' && (status === 'done' || status === 'rejected') ? app.identity_check : null;
  const badge = check?.demo && status === 'done' ? t.demoVerified : PART_STATUS_TEXT[status];
  return (
    <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, alignItems: 'flex-start' }}>
      <dt>
        {PART_TEXT[part]}
        <span css={muted}>{PART_ABOUT[part]}</span>
        {check ? <span css={muted}>{t.verifiedBy(check.verifier)}</span> : null}
      </dt>
      <dd css={{ margin: 0, whiteSpace: 'nowrap', flexShrink: 0 }}>
        <StatusBadge tone={check?.demo ? 'warning' : TONE[status]}>{badge}</StatusBadge>
      </dd>
    </div>
  );
}
