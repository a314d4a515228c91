import { css } from '@emotion/react';
import { focusRing, tokens } from '../app/tokens';
import { theme } from '@port/shared/ui/theme';

export const headerStyle = css`
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
`;

/** Below this width the menu gets its own row (spec §2 header on a phone, e.g. 390 px). */
export const HEADER_TWO_ROW_MAX_WIDTH = 839;
const narrow = `@media (max-width: ${HEADER_TWO_ROW_MAX_WIDTH}px)`;

/**
 * A fixed height per breakpoint (64 px wide, 112 px narrow): the menu from /api/fnds never shifts
 * the page (CLS). Narrow screens put brand + login on row one and let the menu wrap on row two.
 */
export const headerInnerStyle = css`
  max-width: ${tokens.maxWidth};
  margin: 0 auto;
  padding: ${tokens.space(3)} ${tokens.space(4)};
  height: 64px;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'brand nav session';
  align-items: center;
  column-gap: ${tokens.space(4)};
  & > nav {
    grid-area: nav;
    height: 40px;
    display: flex;
    align-items: center;
    min-width: 0;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  ${narrow} {
    height: 112px;
    padding: ${tokens.space(2)} ${tokens.space(4)};
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: 40px 56px;
    grid-template-areas: 'brand session' 'nav nav';
    & > nav {
      height: 56px;
      overflow-x: visible;
      overflow-y: auto;
    }
  }
`;

export const brandStyle = css`
  grid-area: brand;
  justify-self: start;
  display: inline-flex;
  align-items: baseline;
  gap: ${tokens.space(2)};
  color: ${tokens.color.primary};
  font-size: 1.5rem;
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  ${focusRing};
`;

export const partnerBadgeStyle = css`
  font-size: 0.875rem;
  font-weight: ${theme.font.weight.medium};
  color: ${tokens.color.muted};
`;

export const navListStyle = css`
  display: flex;
  gap: ${tokens.space(4)};
  list-style: none;
  margin: 0;
  padding: ${tokens.space(1)};
  white-space: nowrap;
  ${narrow} {
    flex-wrap: wrap;
    row-gap: ${tokens.space(1)};
    padding: 2px ${tokens.space(1)};
    font-size: 0.9375rem;
    line-height: 24px;
  }
  a {
    color: ${tokens.color.text};
    text-decoration: none;
    padding: ${tokens.space(1)} 0;
    ${focusRing};
  }
  a[aria-current='page'] {
    color: ${tokens.color.primary};
    font-weight: ${theme.font.weight.bold};
    border-bottom: 2px solid ${tokens.color.primary};
  }
`;

export const sessionLinkStyle = css`
  grid-area: session;
  white-space: nowrap;
  color: ${tokens.color.primary};
  font-weight: ${theme.font.weight.medium};
  ${focusRing};
`;
