import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { focusRing } from '@port/shared/ui/theme';

/** A playlist or service level the catalogue does not have (404): say so and lead back to /plan-select. */
export function CatalogueNotFound({ title, back }: { title: string; back: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Link to="/plan-select" css={focusRing}>
        {back}
      </Link>
    </>
  );
}
