import { Link } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { NotFoundSearch } from './not-found-search';
import { errorMessages } from './messages';
import { errorPageStyle, homeLinkStyle, secondaryLineStyle } from './error-page-styles';

/** Spec §2 error page: 404 → 'หน้านี้หายไปแล้ว' with a search; any other status → 'เกิดข้อผิดพลาด'. */
export function ErrorPage({ status }: { status: number }) {
  if (status === 404) {
    return (
      <section css={errorPageStyle}>
        <PageTitle>{errorMessages.notFoundTitle}</PageTitle>
        <p>{errorMessages.notFoundDescription}</p>
        <p lang="en" css={secondaryLineStyle}>
          {errorMessages.notFoundEnglish}
        </p>
        <NotFoundSearch />
        <Link to="/" css={homeLinkStyle}>
          {errorMessages.home}
        </Link>
      </section>
    );
  }
  return (
    <section css={errorPageStyle}>
      <PageTitle>{errorMessages.errorTitle}</PageTitle>
      <p>{errorMessages.errorDescription}</p>
      <p>{errorMessages.statusLabel(status)}</p>
      <Link to="/" css={homeLinkStyle}>
        {errorMessages.home}
      </Link>
    </section>
  );
}
