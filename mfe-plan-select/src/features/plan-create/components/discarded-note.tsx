import { Button } from '@port/shared/ui/button';
import { useDraftStore } from '../model/draft-store';
import { planCreateMessages as t } from '../messages';
import { noticeBox } from './notice-box';

/** Said once when a saved draft was refused on reading it back (tampered or from an older version). */
export function DiscardedNote() {
  const discarded = useDraftStore((s) => s.discarded);
  const dismiss = useDraftStore((s) => s.dismissNote);
  if (!discarded) return null;
  return (
    <div role="status" data-testid="draft-discarded" css={noticeBox('info')}>
      <p css={{ marginTop: 0 }}>{t.discarded}</p>
      <Button variant="secondary" onClick={dismiss}>
        {t.close}
      </Button>
    </div>
  );
}
