import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { focusRing, theme } from '@port/shared/ui/theme';

const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  color: ${theme.color.primary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * The oa pages' own header: the landing layout has no site header (spec §2 layouts), so each page
 * says where it is (its h1 and the tab title) and offers one way back, as the other remotes do.
 */
export function OaPageHeader({ title, backTo, backText }: { title: string; backTo: string; backText: string }) {
  return (
    <header css={{ marginBottom: theme.space.md }}>
      <nav aria-label={backText}>
        <Link to={backTo} css={[back, focusRing]}>
          <span aria-hidden="true">←</span>
          {backText}
        </Link>
      </nav>
      <PageTitle>{title}</PageTitle>
    </header>
  );
}
