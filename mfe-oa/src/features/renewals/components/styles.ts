import { css } from '@emotion/react';
import { theme } from '@port/shared/ui/theme';

export const alertBox = css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.danger.bg};
  color: ${theme.color.tone.danger.fg};
  margin: ${theme.space.md} 0 0;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: space-between;
  margin-top: ${theme.space.lg};
`;
