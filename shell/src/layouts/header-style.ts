import { css } from '@emotion/react';
import { focusRing, tokens } from '../app/tokens';

export const headerStyle = css`
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
`;

export const headerInnerStyle = css`
  max-width: ${tokens.maxWidth};
  margin: 0 auto;
  padding: ${tokens.space(3)} ${tokens.space(4)};
  height: 64px;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${tokens.space(4)};
  /* One fixed-height row at every width: the menu from /api/fnds never shifts the page (CLS). */
  & > nav {
    flex: 1 1 auto;
    height: 40px;
    display: flex;
    align-items: center;
    min-width: 0;
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

export const brandStyle = css`
  flex-shrink: 0;
  display: inline-flex;
  align-items: baseline;
  gap: ${tokens.space(2)};
  color: ${tokens.color.primary};
  font-size: 1.5rem;
  font-weight: 700;
  text-decoration: none;
  ${focusRing};
`;

export const partnerBadgeStyle = css`
  font-size: 0.875rem;
  font-weight: 500;
  color: ${tokens.color.muted};
`;

export const navListStyle = css`
  display: flex;
  gap: ${tokens.space(4)};
  list-style: none;
  margin: 0;
  padding: ${tokens.space(1)};
  white-space: nowrap;
  a {
    color: ${tokens.color.text};
    text-decoration: none;
    padding: ${tokens.space(1)} 0;
    ${focusRing};
  }
  a[aria-current='page'] {
    color: ${tokens.color.primary};
    font-weight: 700;
    border-bottom: 2px solid ${tokens.color.primary};
  }
`;

export const sessionLinkStyle = css`
  margin-left: auto;
  flex-shrink: 0;
  white-space: nowrap;
  color: ${tokens.color.primary};
  font-weight: 500;
  ${focusRing};
`;
