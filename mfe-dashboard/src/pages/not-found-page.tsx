import { Link } from 'react-router-dom';
import { PAGE_MESSAGES as M } from './messages';

/** An unknown path below /dashboard (spec §2: 'This page could not be found', 404 title). */
export function NotFoundPage() {
  return (
    <div role="alert">
      <h1>{M.notFoundTitle}</h1>
      <p lang="en">{M.notFoundText}</p>
      <Link to="/">{M.backHome}</Link>
    </div>
  );
}
