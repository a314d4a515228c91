import { useEffect } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

/** Suffix of every document title. */
export const APP_TITLE = 'Port';

export interface PageTitleProps {
  children: string;
  /** Render only document.title, no visible h1 (when the page shows its title elsewhere). */
  hidden?: boolean;
}

/** Sets document.title to "<title> | Port" and renders the page's single h1. */
export const PageTitle = ({ children, hidden = false }: PageTitleProps) => {
  useEffect(() => {
    document.title = `${children} | ${APP_TITLE}`;
  }, [children]);
  if (hidden) return null;
  return (
    <h1
      css={css`
        margin: 0 0 ${theme.space.md};
        font-size: ${theme.font.size.xl};
        font-weight: ${theme.font.weight.bold};
        /* A customer's plan name may be one unbroken word: it wraps, the page keeps its width. */
        overflow-wrap: anywhere;
      `}
    >
      {children}
    </h1>
  );
};
