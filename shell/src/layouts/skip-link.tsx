import { css } from '@emotion/react';
import { tokens } from '../app/tokens';
import { layoutMessages } from './messages';

const skipLinkStyle = css`
  position: absolute;
  left: ${tokens.space(2)};
  top: -100px;
  z-index: 1000;
  padding: ${tokens.space(2)} ${tokens.space(4)};
  background: ${tokens.color.primary};
  color: ${tokens.color.primaryText};
  border-radius: ${tokens.radius};
  &:focus {
    top: ${tokens.space(2)};
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** First focusable element of every layout: jumps to <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" css={skipLinkStyle}>
      {layoutMessages.skipToContent}
    </a>
  );
}
