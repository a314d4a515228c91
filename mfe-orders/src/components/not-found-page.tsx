import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { notFoundMessages as t } from './messages';

/** A path below this remote's prefix that no screen serves (spec §2: unmatched route → 404 page). */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <p>{t.description}</p>
      <Link to="/">{t.home}</Link>
    </>
  );
}
