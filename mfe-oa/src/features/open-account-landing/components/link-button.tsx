import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { focusRing, theme } from '@port/shared/ui/theme';

const look = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  border: 1px solid ${theme.color.primary};
`;
const primary = css`
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  &:hover {
    background: ${theme.color.primaryHover};
  }
`;
const secondary = css`
  background: ${theme.color.surface};
  color: ${theme.color.primary};
`;

/** A link that looks like the kit's button (navigation stays a link for screen readers). */
export const LinkButton = ({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) => (
  <Link to={to} data-variant={variant} css={[look, variant === 'primary' ? primary : secondary, focusRing]}>
    {children}
  </Link>
);
