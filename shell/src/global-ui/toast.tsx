import { useEffect } from 'react';
import { css } from '@emotion/react';
import type { ToastState } from '@port/shared/bus/ui-store';
import { focusRing, tokens } from '../app/tokens';
import { globalUiMessages } from './messages';

const toastStyle = (accent: string) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${tokens.space(1)} ${tokens.space(3)};
  padding: ${tokens.space(3)} ${tokens.space(4)};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-left: 6px solid ${accent};
  border-radius: ${tokens.radius};
  box-shadow: 0 4px 16px rgb(0 0 0 / 16%);
  strong {
    color: ${accent};
  }
  p {
    grid-column: 1;
    margin: 0;
  }
`;

const closeStyle = css`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: start;
  min-width: 44px;
  min-height: 44px;
  font: inherit;
  font-size: 1.25rem;
  background: none;
  border: none;
  cursor: pointer;
  color: ${tokens.color.muted};
  ${focusRing};
`;

interface ToastProps {
  kind: 'error' | 'success';
  toast: ToastState;
  autoHideMs: number;
  onClose: () => void;
}

/**
 * The live region stays in the page while the toast is hidden so screen readers announce the
 * message when it appears: errors assertively (alert), successes politely (status).
 */
export function Toast({ kind, toast, autoHideMs, onClose }: ToastProps) {
  const { isShow, version } = toast;

  useEffect(() => {
    if (!isShow) return;
    const timer = setTimeout(onClose, autoHideMs);
    return () => clearTimeout(timer);
  }, [isShow, version, autoHideMs, onClose]);

  const accent = kind === 'error' ? tokens.color.danger : tokens.color.success;
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} data-toast={kind}>
      {isShow ? (
        <div css={toastStyle(accent)}>
          <strong>{toast.title}</strong>
          {toast.description ? <p>{toast.description}</p> : null}
          <button type="button" css={closeStyle} aria-label={globalUiMessages.closeToast} onClick={onClose}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
