import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { useDraftStore } from '../model/draft-store';
import { planCreateMessages as t } from '../messages';

/** Said once when a saved draft was refused on reading it back (tampered or from an older version). */
export function DiscardedNote() {
  const discarded = useDraftStore((s) => s.discarded);
  const dismiss = useDraftStore((s) => s.dismissNote);
  if (!discarded) return null;
  return (
    <div
      role="status"
      data-testid="draft-discarded"
      css={{
        padding: theme.space.ms,
        marginBottom: theme.space.md,
        borderRadius: theme.radius.box,
        background: theme.color.tone.info.bg,
        color: theme.color.tone.info.fg,
      }}
    >
      <p css={{ marginTop: 0 }}>{t.discarded}</p>
      <Button variant="secondary" onClick={dismiss}>
        {t.close}
      </Button>
    </div>
  );
}
