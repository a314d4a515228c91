import type { ButtonHTMLAttributes, Ref } from 'react';
import { css } from '@emotion/react';
import { focusRing, theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  border: 1px solid transparent;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &:hover:not(:disabled) {
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
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows the button as busy: disabled and announced as such. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** 44px touch target, visible keyboard focus. type defaults to "button". */
export const Button = ({ variant = 'primary', busy = false, type = 'button', disabled, ...rest }: ButtonProps) => (
  <button
    type={type}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    css={[base, variants[variant], focusRing]}
    {...rest}
  />
);
