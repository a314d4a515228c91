import { css } from '@emotion/react';
import { focusRing, tokens } from '../../app/tokens';
import { theme } from '@port/shared/ui/theme';
import { pageFrame } from '../status-page-style';

export const errorPageStyle = pageFrame(640, 12);

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
