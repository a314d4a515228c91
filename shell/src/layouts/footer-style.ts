import { css } from '@emotion/react';
import { focusRing, tokens } from '../app/tokens';

export const footerStyle = css`
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.subtle};
  color: ${tokens.color.muted};
  font-size: 0.875rem;
`;

export const footerInnerStyle = css`
  max-width: ${tokens.maxWidth};
  margin: 0 auto;
  padding: ${tokens.space(6)} ${tokens.space(4)};
  display: grid;
  gap: ${tokens.space(3)};
  p,
  address {
    margin: 0;
    font-style: normal;
  }
  address > * {
    display: block;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    color: ${tokens.color.primary};
    font: inherit;
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
    text-decoration: underline;
    ${focusRing};
  }
`;
