import { css } from '@emotion/react';
import { theme } from '@port/shared/ui/theme';

/** A boxed message in a tone: the save error (danger), the risk warning (warning), the no-account notice (info). */
export const noticeBox = (tone: 'danger' | 'warning' | 'info') => css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone[tone].bg};
  color: ${theme.color.tone[tone].fg};
  margin-bottom: ${theme.space.md};
`;
