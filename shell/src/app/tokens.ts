import { css } from '@emotion/react';
import { focusRing as sharedFocusRing, theme } from '@port/shared/ui/theme';

/** The shell chrome's view of the shared theme (one palette for shell and remotes). */
export const tokens = {
  color: {
    text: theme.color.text,
    muted: theme.color.textMuted,
    primary: theme.color.primary,
    primaryText: theme.color.onPrimary,
    surface: theme.color.surface,
    subtle: theme.color.surfaceMuted,
    border: theme.color.border,
    danger: theme.color.tone.danger.fg,
    success: theme.color.tone.success.fg,
    focus: theme.color.focus,
  },
  space: (n: number) => `${n * 4}px`,
  radius: theme.radius.md,
  maxWidth: '1120px',
} as const;

/** Visible keyboard focus for every interactive element of the shell chrome. */
export const focusRing = sharedFocusRing;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.primary};
  text-decoration: none;
  cursor: pointer;
  ${sharedFocusRing};
`;

/** For links that look like buttons; real buttons use the shared Button. */
export const primaryButton = css`
  ${buttonBase};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
`;

export const secondaryButton = css`
  ${buttonBase};
  background: ${theme.color.surface};
  color: ${theme.color.primary};
`;
