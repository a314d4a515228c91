import { Global, css } from '@emotion/react';
// The Thai font ships inside our bundle (never an external font host).
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import { theme } from './theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.surfaceMuted};
  }
  /* Native controls use the system font unless told otherwise; without a Thai system font their
     Thai text would show as boxes (chart tabs, the analyzer's account filter). */
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  a {
    color: ${theme.color.primary};
  }
  /* Text a customer typed (plan names): an unbroken 50-character name wraps instead of widening
     the page (issue 21 item 2); our own Thai copy keeps the dictionary's breaks (format/thai-words). */
  [data-user-text] {
    overflow-wrap: anywhere;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Rendered once by the shell. */
export const GlobalStyles = () => <Global styles={styles} />;
