import { css } from '@emotion/react';
import { focusRing, tokens } from '../../app/tokens';
import { theme } from '@port/shared/ui/theme';

export const errorPageStyle = css`
  max-width: 640px;
  margin: ${tokens.space(12)} auto;
  padding: 0 ${tokens.space(4)};
  display: grid;
  gap: ${tokens.space(4)};
  p {
    margin: 0;
  }
`;

/** The English 404 line (spec §2/§8 text) sits below the Thai title, visually secondary. */
export const secondaryLineStyle = css`
  color: ${tokens.color.muted};
  font-size: 0.875rem;
`;

export const searchFormStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(2)};
  label {
    flex-basis: 100%;
    font-weight: ${theme.font.weight.medium};
  }
`;

export const searchInputStyle = css`
  flex: 1 1 240px;
  font: inherit;
  min-height: 44px;
  padding: 0 ${tokens.space(3)};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  ${focusRing};
`;

export const homeLinkStyle = css`
  color: ${tokens.color.primary};
  justify-self: start;
  ${focusRing};
`;
