import { css } from '@emotion/react';
import { theme } from './theme';

/** A link that leads to the step's one action, drawn like a primary button (44 px touch target). */
export const primaryLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
`;

/** A link drawn like a secondary (outline) button, 44 px touch target: beside a primary action. */
export const secondaryLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.primary};
  border-radius: ${theme.radius.md};
  color: ${theme.color.primary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
`;
