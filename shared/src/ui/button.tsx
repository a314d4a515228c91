import type { ButtonHTMLAttributes, Ref } from 'react';
import { css } from '@emotion/react';
import { focusRing, theme } from './theme';

/** danger: an outlined destructive action (delete); dangerSolid: the confirm of a destructive dialog. */
type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dangerSolid';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  border: 1px solid transparent;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    border-color: ${theme.color.primary};
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.primary};
  `,
  danger: css`
    background: ${theme.color.surface};
    color: ${theme.color.tone.danger.fg};
    border-color: ${theme.color.tone.danger.edge};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.tone.danger.bg};
    }
  `,
  dangerSolid: css`
    background: ${theme.color.tone.danger.edge};
    color: ${theme.color.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.tone.danger.fg};
    }
  `,
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /**
   * Shows the button as busy: announced busy and aria-disabled, clicks ignored. It keeps the
   * native `disabled` attribute off so keyboard focus stays on the button (WCAG 2.4.3).
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** 44px touch target, visible keyboard focus. type defaults to "button". */
export const Button = ({ variant = 'primary', busy = false, type = 'button', disabled, onClick, ...rest }: ButtonProps) => (
  <button
    type={busy && type === 'submit' ? 'button' : type}
    disabled={disabled}
    aria-busy={busy || undefined}
    aria-disabled={busy || undefined}
    css={[base, variants[variant], focusRing]}
    onClick={busy ? (event) => event.preventDefault() : onClick}
    {...rest}
  />
);
