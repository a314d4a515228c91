import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Button } from './button';
import { Dialog } from './dialog';
import { theme } from './theme';
import { UI_MESSAGES } from './ui-messages';

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** While true the confirm button is busy and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The action cannot be undone (delete): the confirm button looks destructive. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** A yes/no dialog (e.g. cancelling a pending order). Escape and the close button cancel. */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmText = UI_MESSAGES.confirm,
  cancelText = UI_MESSAGES.cancel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) => (
  <Dialog
    open={open}
    onOpenChange={(next) => {
      if (!next && !busy) onCancel();
    }}
    title={title}
    description={description}
    hideClose
  >
    {children}
    <div css={actions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelText}
      </Button>
      <Button variant={destructive ? 'dangerSolid' : 'primary'} onClick={onConfirm} busy={busy}>
        {confirmText}
      </Button>
    </div>
  </Dialog>
);
