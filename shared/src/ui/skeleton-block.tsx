import { css, keyframes } from '@emotion/react';
import { theme } from './theme';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.5; }
  100% { opacity: 1; }
`;
const block = css`
  display: block;
  background: ${theme.color.skeleton};
  border-radius: ${theme.radius.sm};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

interface Props {
  height: number;
  /** Height on touch widths (≤ 640 px), where the content wraps and grows taller. */
  narrowHeight?: number;
  width?: number | string;
  label?: string;
}

/** A placeholder of the final size: content replaces it without moving anything (CLS ≈ 0). */
export function SkeletonBlock({ height, narrowHeight, width = '100%', label }: Props) {
  return (
    <span
      css={[
        block,
        { height, width },
        narrowHeight !== undefined ? { '@media (max-width: 640px)': { height: narrowHeight } } : null,
      ]}
      data-skeleton-height={height}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
