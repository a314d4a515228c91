import { css } from '@emotion/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface Props {
  title: string;
  /** Reserved height while loading, so the page does not jump when data arrives (CLS). */
  minHeight?: number;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

const card = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.borderSubtle};
  border-radius: ${theme.radius.card};
  padding: ${theme.space.md} ${theme.space.ml};
  margin-bottom: ${theme.space.md};
`;
const header = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.ms};
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
`;

/** A titled region of a page; screen readers can jump to it by its heading. */
export function SectionCard({ title, minHeight, actions, children, testId }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={[card, minHeight ? { minHeight } : null]} data-testid={testId}>
      <div css={header}>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
