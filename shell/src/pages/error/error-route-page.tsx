import { useSearchParams } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { statusFromQuery } from './error-status';

/** The /error route: the status comes from the query, default 500. */
export function ErrorRoutePage() {
  const [params] = useSearchParams();
  return <ErrorPage status={statusFromQuery(params.get('status'))} />;
}
