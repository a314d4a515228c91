import { css } from '@emotion/react';
import { theme } from '@port/shared/ui/theme';

export const alertBox = css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.danger.bg};
  color: ${theme.color.tone.danger.fg};
  margin: 0;
`;

export const noteBox = (tone: 'danger' | 'info' | 'success') => css`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  border-left: 4px solid ${theme.color.tone[tone].edge};
  background: ${theme.color.tone[tone].bg};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;
