import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { css } from '@emotion/react';
import { setNonce } from 'get-nonce';
import { styleNonce } from '../config/style-nonce';
import { focusRing, theme } from './theme';
import { UI_MESSAGES } from './ui-messages';

// Radix's scroll lock inserts a <style> element; it takes the page's CSP nonce from get-nonce
// (this module's copy is the one Radix uses: both are bundled into the same container).
const nonce = styleNonce();
if (nonce) setNonce(nonce);

const overlay = css`
  position: fixed;
  inset: 0;
  background: ${theme.color.overlay};
`;
const content = css`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.dialog};
`;
const title = css`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.size.lg};
`;
const description = css`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.textMuted};
`;
const closeButton = css`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  font-size: ${theme.font.size.lg};
  cursor: pointer;
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Hide the corner close button (e.g. a modal that must be confirmed). */
  hideClose?: boolean;
}

/**
 * Accessible modal dialog (Radix): traps focus while open, restores it to the trigger on
 * close, closes on Escape, labelled by its title and description.
 */
export const Dialog = ({
  open,
  onOpenChange,
  title: titleText,
  description: descriptionText,
  children,
  hideClose,
}: DialogProps) => {
  // Dialogs here are opened from state, not a Radix Trigger, so Radix has no trigger to refocus:
  // remember what had focus when the dialog opened and give focus back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={overlay} />
        <RadixDialog.Content
          css={content}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          {...(descriptionText ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title css={title}>{titleText}</RadixDialog.Title>
          {descriptionText ? <RadixDialog.Description css={description}>{descriptionText}</RadixDialog.Description> : null}
          {children}
          {hideClose ? null : (
            <RadixDialog.Close css={[closeButton, focusRing]} aria-label={UI_MESSAGES.close}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
