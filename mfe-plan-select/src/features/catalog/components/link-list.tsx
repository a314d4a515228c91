import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { focusRing, theme } from '@port/shared/ui/theme';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding: 0;
  margin: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.primary};
    text-decoration: none;
  }
`;

/** Playlists or service levels as a row of links. */
export function LinkList({ items }: { items: { to: string; label: string }[] }) {
  return (
    <ul css={list}>
      {items.map((i) => (
        <li key={i.to}>
          <Link to={i.to} css={focusRing}>
            {i.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
