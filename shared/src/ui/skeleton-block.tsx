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

const ghost = css`
  color: transparent;
  background: ${theme.color.skeleton};
  border-radius: ${theme.radius.sm};
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
  user-select: none;
`;

/**
 * A placeholder for a line of text inside the element that will hold it: a sample of the text
 * (e.g. '0,000,000.00 บาท') drawn as a grey bar in the element's own font, so it takes the same
 * lines at every width and the real text replaces it without moving anything. Hidden from
 * screen readers (the section's own loading status speaks).
 */
export function SkeletonText({ sample }: { sample: string }) {
  return (
    <span css={ghost} aria-hidden="true" data-skeleton-text="">
      {sample}
    </span>
  );
}
