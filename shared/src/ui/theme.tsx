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
    /** Lines between list rows. */
    divider: '#eef1f4',
    /** Behind an image that has not loaded. */
    surfaceSubtle: '#eef1f4',
    overlay: 'rgba(15, 23, 42, 0.55)',
    /** fg on bg for text; edge for a bar or fill that carries the tone (≥ 3:1 on white). */
    tone: {
      none: { fg: '#374151', bg: '#f3f4f6', edge: '#57606a' },
      info: { fg: '#0b4f94', bg: '#e8f1fb', edge: '#0969da' },
      success: { fg: '#0a6634', bg: '#e7f6ec', edge: '#116329' },
      warning: { fg: '#7a4a00', bg: '#fff4e0', edge: '#9a6700' },
      danger: { fg: '#a32014', bg: '#fdecea', edge: '#b3261e' },
    },
    /** The wealth-tier badge (Exclusive, PrivateWealth, PrivateBanking). */
    tier: { fg: '#f2d36b', bg: '#1b1f24' },
    /**
     * Thai banks' brand colours for the drawn bank marks (mark, and the letters on it), keyed by
     * the open-account bank codes: Kasikorn green, SCB purple, Bangkok Bank blue, Krungthai sky
     * blue, Krungsri yellow with its grey letters, ttb navy, Kiatnakin Phatra blue.
     */
    bank: {
      KBANK: { bg: '#138f2d', fg: '#ffffff' },
      SCB: { bg: '#4e2e7f', fg: '#ffffff' },
      BBL: { bg: '#1e4598', fg: '#ffffff' },
      KTB: { bg: '#1ba5e1', fg: '#ffffff' },
      BAY: { bg: '#fec43b', fg: '#4f4a45' },
      TTB: { bg: '#0b2b66', fg: '#ffffff' },
      KKP: { bg: '#199cc5', fg: '#ffffff' },
    },
  },
  /**
   * Chart colours. Red is kept for loss and errors, so no category is red; every category of one
   * chart gets its own colour (slice n takes categories[n]).
   */
  chart: {
    // No red, pink or magenta (issue 13 item 14: a reddish slice reads as a loss).
    categories: ['#1f6feb', '#f2b705', '#2da44e', '#0a9396', '#8250df', '#e36209', '#6e7781', '#0b3d91', '#7d4e24', '#54aeff'],
    /** Spec §3 assets analyzer: mutual funds yellow, other assets grey. */
    named: { yellow: '#f2b705', grey: '#8c959f' },
    /** Wealth path (spec §5): expected, lower and upper bounds, the goal. */
    line: { expected: '#1f6feb', lower: '#57606a', upper: '#2da44e', target: '#8250df' },
  },
  space: { xs: '4px', sm: '8px', ms: '12px', md: '16px', ml: '20px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', box: '8px', md: '10px', card: '12px', lg: '16px', pill: '999px' },
  font: {
    family: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif",
    size: { sm: '14px', md: '16px', lg: '20px', xl: '24px' },
    /** The Sarabun weights global-styles loads (Thai and Latin); any other weight would be faked. */
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  shadow: { card: '0 1px 3px rgba(15, 23, 42, 0.12)', dialog: '0 10px 40px rgba(15, 23, 42, 0.25)' },
} as const;

export type Theme = typeof theme;
export type Tone = keyof Theme['color']['tone'];

/** Out of sight but read by screen readers (a table's headings on a phone, a live status line). */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A focus ring visible on every background, only for keyboard focus. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
