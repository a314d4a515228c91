import { css } from '@emotion/react';

// Shell chrome colours and spacing; contrast ≥ 4.5:1 on white for every text colour.
export const tokens = {
  color: {
    text: '#1f2933',
    muted: '#52606d',
    primary: '#0b5cab',
    primaryText: '#ffffff',
    surface: '#ffffff',
    subtle: '#f3f5f8',
    border: '#cbd2d9',
    danger: '#b3261e',
    success: '#1b6e3a',
    focus: '#f0a202',
  },
  space: (n: number) => `${n * 4}px`,
  radius: '8px',
  maxWidth: '1120px',
} as const;

/** Visible keyboard focus for every interactive element of the shell chrome. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

export const buttonBase = css`
  font: inherit;
  min-height: 44px;
  padding: ${tokens.space(2)} ${tokens.space(4)};
  border-radius: ${tokens.radius};
  border: 1px solid ${tokens.color.primary};
  cursor: pointer;
  ${focusRing};
`;

export const primaryButton = css`
  ${buttonBase};
  background: ${tokens.color.primary};
  color: ${tokens.color.primaryText};
`;

export const secondaryButton = css`
  ${buttonBase};
  background: ${tokens.color.surface};
  color: ${tokens.color.primary};
`;
