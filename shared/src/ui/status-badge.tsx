import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme, type Tone } from './theme';

export interface StatusBadgeProps {
  tone?: Tone;
  children: ReactNode;
}

/** A short status label (plan status, order state). The text carries the meaning, not the colour. */
export const StatusBadge = ({ tone = 'none', children }: StatusBadgeProps) => (
  <span
    data-tone={tone}
    css={css`
      display: inline-block;
      padding: 2px ${theme.space.sm};
      border-radius: ${theme.radius.pill};
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.medium};
      color: ${theme.color.tone[tone].fg};
      background: ${theme.color.tone[tone].bg};
    `}
  >
    {children}
  </span>
);
