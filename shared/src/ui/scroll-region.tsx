import type { ReactNode } from 'react';
import { focusRing } from './theme';

interface Props {
  /** Names the region for screen readers, e.g. the table's title. */
  label: string;
  children: ReactNode;
}

/**
 * A horizontally scrolling box for a wide table: the page itself never scrolls sideways, and the
 * box is keyboard reachable so it can be scrolled with the arrow keys (axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      css={[
        focusRing,
        {
          overflowX: 'auto',
          // Containing block for absolutely positioned children (e.g. visually hidden P/L words), so
          // they are clipped here too instead of widening the page.
          position: 'relative',
          maxWidth: '100%',
        },
      ]}
    >
      {children}
    </div>
  );
}
