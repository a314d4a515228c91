import { Link } from 'react-router-dom';
import { PageTitle } from './page-title';
import { UI_MESSAGES } from './ui-messages';

/** A path below a remote's prefix that no screen serves (spec §2: unmatched route → 404 page). */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>{UI_MESSAGES.notFoundTitle}</PageTitle>
      <p>{UI_MESSAGES.notFoundDescription}</p>
      <Link to="/">{UI_MESSAGES.home}</Link>
    </>
  );
}
