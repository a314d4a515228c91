import { css, keyframes } from '@emotion/react';
import { theme } from './theme';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export interface SkeletonProps {
  /** Fixed size of the content it stands for, so nothing shifts when data arrives (CLS). */
  width: number | string;
  height: number | string;
  radius?: keyof typeof theme.radius;
}

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder block; hidden from screen readers (the region announces loading itself). */
export const Skeleton = ({ width, height, radius = 'sm' }: SkeletonProps) => (
  <span
    aria-hidden="true"
    data-testid="skeleton"
    css={css`
      display: block;
      width: ${px(width)};
      height: ${px(height)};
      border-radius: ${theme.radius[radius]};
      background: ${theme.color.skeleton};
      animation: ${pulse} 1.4s ease-in-out infinite;
    `}
  />
);
