import { ConfirmDialog } from '@port/shared/ui/confirm-dialog';
import { useAaDisclaimer } from '../api/get-aa-disclaimer';
import { AA_MESSAGES as M } from '../messages';

interface Props {
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** The AA disclaimer, read from the content JSON's data.description (spec §7), as a real dialog. */
export function AaDisclaimerDialog({ open, busy, onAccept, onDecline }: Props) {
  const disclaimer = useAaDisclaimer(open);
  const text = disclaimer.error ? M.disclaimerFailed : (disclaimer.data ?? M.disclaimerLoading);
  return (
    <ConfirmDialog
      open={open}
      title={M.disclaimerTitle}
      confirmText={M.accept}
      cancelText={M.decline}
      busy={busy}
      // Accepting needs the text to have been shown; declining always works, even if it failed to load.
      onConfirm={() => (disclaimer.data ? onAccept() : undefined)}
      onCancel={onDecline}
    >
      <div data-testid="aa-disclaimer" css={{ maxHeight: 320, overflowY: 'auto', whiteSpace: 'pre-line' }}>
        {text}
      </div>
    </ConfirmDialog>
  );
}
