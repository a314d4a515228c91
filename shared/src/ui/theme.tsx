import { css } from '@emotion/react';

/**
 * Design tokens. Text colours meet WCAG AA (≥ 4.5:1) on white and on `surfaceMuted`:
 * profit #0a7a3d ≈ 5.3:1, loss #c42b1c ≈ 5.6:1, primary #0b5cad ≈ 6.3:1, muted #4b5563 ≈ 7.5:1.
 */
export const theme = {
  color: {
    text: '#1f2933',
    textMuted: '#4b5563',
    primary: '#0b5cad',
    primaryHover: '#094a8c',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f5f7fa',
    border: '#d5dbe3',
    /** Hairlines between cards and list rows. */
    borderSubtle: '#e3e7ec',
    profit: '#0a7a3d',
    loss: '#c42b1c',
    neutral: '#4b5563',
    focus: '#1a73e8',
    skeleton: '#eef1f4',
    overlay: 'rgba(15, 23, 42, 0.55)',
    tone: {
      none: { fg: '#374151', bg: '#f3f4f6' },
      info: { fg: '#0b4f94', bg: '#e8f1fb' },
      success: { fg: '#0a6634', bg: '#e7f6ec' },
      warning: { fg: '#7a4a00', bg: '#fff4e0' },
      danger: { fg: '#a32014', bg: '#fdecea' },
    },
  },
  space: { xs: '4px', sm: '8px', ms: '12px', md: '16px', ml: '20px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', box: '8px', md: '10px', card: '12px', lg: '16px', pill: '999px' },
  font: {
    family: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif",
    size: { sm: '14px', md: '16px', lg: '20px', xl: '24px' },
  },
  shadow: { card: '0 1px 3px rgba(15, 23, 42, 0.12)', dialog: '0 10px 40px rgba(15, 23, 42, 0.25)' },
} as const;

export type Theme = typeof theme;
export type Tone = keyof Theme['color']['tone'];

/** A focus ring visible on every background, only for keyboard focus. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
