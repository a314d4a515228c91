import { css } from '@emotion/react';
import { theme } from './theme';

/** A card in a grid of choices (an account kind, a plan type): heading, muted text, an action at the bottom. */
export const tileCard = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.borderSubtle};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

/** The grid the tiles sit in: as many 260 px-or-wider columns as fit (one at 390 px). */
export const tileGrid = css`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
