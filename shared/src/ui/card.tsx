import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

const card = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.md};
`;
const heading = css`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.size.lg};
  font-weight: 700;
`;

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}

/** A section; with a title it is a labelled region. */
export const Card = ({ title, headingLevel = 2, children, className }: CardProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <section css={card} className={className}>
      {title ? <Heading css={heading}>{title}</Heading> : null}
      {children}
    </section>
  );
};
