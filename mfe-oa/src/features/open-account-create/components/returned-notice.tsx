import type { OaApplication, OaReturnedStatus } from '@port/shared/contracts/oa';
import { formatDateTime } from '@port/shared/format/date';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { STEP_TITLE } from '../messages';
import { returnedText as t } from '../returned-messages';

/**
 * What the back office said when it sent the application back (issue 22 item 1): why, when, and
 * the only parts to correct; everything else stays as sent.
 */
export function ReturnedNotice({ app, status }: { app: OaApplication; status: OaReturnedStatus }) {
  const review = app.review;
  if (!review) return null;
  const tone = status === 'rejected' ? theme.color.tone.danger : theme.color.tone.warning;
  return (
    <section
      aria-labelledby="oa-returned-title"
      data-testid="oa-returned"
      data-status={status}
      css={{
        background: tone.bg,
        color: tone.fg,
        borderRadius: theme.radius.card,
        padding: theme.space.lg,
        marginBottom: theme.space.lg,
        display: 'grid',
        gap: theme.space.sm,
      }}
    >
      <h2 id="oa-returned-title" css={{ margin: 0, fontSize: theme.font.size.lg }}>
        {t.title[status]}
      </h2>
      <p css={{ margin: 0 }}>
        <strong>{t.reason}: </strong>
        <ThaiText>{review.reason}</ThaiText>
      </p>
      <p css={{ margin: 0, fontSize: theme.font.size.sm }}>{t.returnedAt(formatDateTime(review.returned_at))}</p>
      <p css={{ margin: 0, fontWeight: theme.font.weight.bold }}>{t.asked}</p>
      <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
        {review.parts.map((step) => (
          <li key={step}>{STEP_TITLE[step]}</li>
        ))}
      </ul>
      <p css={{ margin: 0, fontSize: theme.font.size.sm }}>{t.rest}</p>
    </section>
  );
}
